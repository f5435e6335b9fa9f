import { describe, expect, it } from 'vitest';
import { achievementRows, label, narrate } from '../../../../client/modes/trash-poker/text';
import { ACHIEVEMENTS_BY_ID } from '../../../../shared/engine/trash-poker/achievement-data';
import type { TrashPokerView } from '../../../../shared/engine/trash-poker/view';
import { trashPoker } from '../../../../shared/engine/trash-poker';
import { UNLOCKABLE_JOKER_IDS } from '../../../../shared/engine/trash-poker/jokers';
import type { GameEvent } from '../../../../shared/engine/types';

/** Kinds a log may leave out (a pick, a card moving between two of a player's piles...). */
const SOMETIMES_SILENT = new Set(['picked', 'card-moved', 'revealed', 'phase-changed']);

/** Bot games in several setups, every event as each seat and a spectator would see it. */
function eventsOf(players: number, options: object, seeds: number): { events: GameEvent[]; players: number }[] {
  const out: { events: GameEvent[]; players: number }[] = [];
  for (let g = 0; g < seeds; g++) {
    let s = trashPoker.setup({ players, seed: `log-${players}-${g}`, options });
    const events: GameEvent[] = [];
    while (!trashPoker.isOver(s)) {
      const seat = trashPoker.actors(s)[0];
      const r = trashPoker.apply(s, seat, trashPoker.botAction(s, seat));
      if (!r.ok) throw new Error(r.error);
      for (const viewer of [null, ...Array.from({ length: players }, (_, i) => i)]) events.push(...trashPoker.viewEvents(r.events, viewer));
      s = r.state;
    }
    out.push({ events, players });
  }
  return out;
}

const SETUPS = [
  {
    name: '4 players, achievements',
    players: 4,
    options: { achievements: true },
    tells: ['hand-scored', 'achievement', 'checkmark', 'unlock-offered', 'unlocked'],
  },
  {
    name: 'solo against the House, achievements',
    players: 1,
    options: { achievements: true },
    tells: ['house-removed', 'personalities-shuffled', 'achievement', 'checkmark'],
  },
  {
    name: '3 players, drafted and personal jokers',
    players: 3,
    options: { unlockedJokers: UNLOCKABLE_JOKER_IDS.slice(0, 10), variants: { draftJokers: true, personalJokers: true } },
    tells: ['draft-ended', 'personal-joker', 'round-ended'],
  },
];

describe('the Trash Poker game log', () => {
  it.each(SETUPS)('tells every event worth a line in readable words ($name)', ({ players, options, tells }) => {
    const names = (seat: number) => (seat < players ? `Seat ${seat + 1}` : 'The House');
    const told = new Set<string>();
    for (const game of eventsOf(players, options, 3)) {
      for (const e of game.events) {
        const line = narrate(e, names, 0);
        if (line === null) {
          expect(SOMETIMES_SILENT.has(e.kind), `no line for "${e.kind}"`).toBe(true);
          continue;
        }
        told.add(e.kind);
        expect(line.text, JSON.stringify(e)).not.toMatch(/undefined|NaN|\[object|null/);
      }
    }
    for (const kind of tells) expect(told, kind).toContain(kind);
  });

  it('heads a round with how many come after it, and the last round as such', () => {
    const names = (seat: number) => `Seat ${seat + 1}`;
    expect(narrate({ kind: 'round-started', round: 3, roundsLeft: 5 }, names, 0)?.text).toBe('Round 3 · 5 left after this');
    expect(narrate({ kind: 'round-started', round: 8, roundsLeft: 0 }, names, 0)?.text).toBe('Round 8 · last round');
  });
});

describe('the achievements window', () => {
  it('lists each open or fulfilled achievement with its joker and who has it, as each seat reads it', () => {
    // Play until somebody fulfils an achievement.
    let s = trashPoker.setup({ players: 4, seed: 'log-4-0', options: { achievements: true } });
    const fulfilled = () => (trashPoker.view(s, null) as TrashPokerView).achievements!.log.length > 0;
    while (!trashPoker.isOver(s) && !fulfilled()) {
      const seat = trashPoker.actors(s)[0];
      s = (trashPoker.apply(s, seat, trashPoker.botAction(s, seat)) as { state: typeof s }).state;
    }
    expect(fulfilled()).toBe(true);
    const names = (seat: number) => `Seat ${seat + 1}`;
    const spectator = trashPoker.view(s, null) as TrashPokerView;
    const entry = spectator.achievements!.log[0];
    const def = ACHIEVEMENTS_BY_ID[entry.id];
    const rows = achievementRows(spectator, names);
    expect(rows.length).toBe(spectator.achievements!.open.length + spectator.achievements!.log.length);
    expect(rows.find((r) => r.name === def.name)).toEqual({
      name: def.name,
      text: def.text,
      jokerId: def.joker,
      joker: label(def.joker),
      status: `Fulfilled by Seat ${entry.seat + 1} in round ${entry.round}.`,
      tone: 'done',
    });
    expect(rows.filter((r) => r.tone === 'open')).toHaveLength(spectator.achievements!.open.length);
    // The achiever reads "you", and the rest as out of reach for this game (one each).
    const mine = achievementRows(trashPoker.view(s, entry.seat) as TrashPokerView, names);
    expect(mine.find((r) => r.name === def.name)!.status).toBe(`Fulfilled by you in round ${entry.round}.`);
    expect(mine.filter((r) => r.tone !== 'done').every((r) => r.tone === 'lost')).toBe(true);
  });

  it('is empty in a game without achievements', () => {
    expect(achievementRows(trashPoker.view(trashPoker.setup({ players: 2, seed: 'x', options: {} }), 0) as TrashPokerView, String)).toEqual([]);
  });
});
