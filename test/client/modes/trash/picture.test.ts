import { describe, expect, it } from 'vitest';
import { cardRect, type Screen } from '../../../../client/modes/layout';
import { trashPicture } from '../../../../client/modes/trash/picture';
import { narrate } from '../../../../client/modes/trash/text';
import { trash } from '../../../../shared/engine/trash';
import type { TrashState, TrashView } from '../../../../shared/engine/trash/types';
import type { GameEvent } from '../../../../shared/engine/types';
import { type Box, layoutProblems, SCREENS, UPRIGHT_SCREENS } from '../screens';

const naming = (v: TrashView) => ({ me: v.seat, names: v.layouts.map((l) => `P${l.seat}`) });
const seatInfo = (v: TrashView) => v.layouts.map(() => ({ bot: true, connected: true }));

/** A bot game's view after some moves, as `seat` sees it, and the events it produced. */
function played(players: number, moves: number, seat: number | null, options = {}): { view: TrashView; events: GameEvent[] } {
  let s: TrashState = trash.setup({ players, seed: `pic-${players}`, options });
  const events: GameEvent[] = [];
  for (let i = 0; i < moves && !trash.isOver(s); i++) {
    const actor = trash.actors(s)[0];
    const r = trash.apply(s, actor, trash.botAction(s, actor));
    if (!r.ok) throw new Error(r.error);
    events.push(...trash.viewEvents(r.events, seat));
    s = r.state;
  }
  return { view: trash.view(s, seat) as TrashView, events };
}

/**
 * A table of `players` seats: the engine's own up to its limit; beyond it (rule 13.8 lets Trash
 * seat eight) the six-seat view with more seats copied in, which is all the layout reads.
 */
function tableOf(players: number, seat: number | null): TrashView {
  const v = played(Math.min(players, 6), 25, seat).view;
  if (players <= 6) return v;
  const layouts = Array.from({ length: players }, (_, i) => ({ ...v.layouts[i % 6], seat: i }));
  return { ...v, players, layouts, handsWon: layouts.map(() => 0) };
}

function boxesOf(v: TrashView, screen: Screen): Box[] {
  const p = trashPicture(v, screen, naming(v), seatInfo(v));
  const L = p.layout;
  const boxes: Box[] = [];
  for (const [seat, r] of L.panels) {
    boxes.push({ name: `panel ${seat}`, rect: r, within: screen.main, group: 'panels' });
    L.spots.get(seat)!.forEach((s, i) => {
      boxes.push({ name: `spot ${seat}:${i + 1}`, rect: cardRect(s), within: r, group: `seat ${seat}` });
      const w = s.label.size * 1.2;
      boxes.push({ name: `label ${seat}:${i + 1}`, rect: { x: s.label.x - w / 2, y: s.label.y, w, h: s.label.size * 1.2 }, within: r, group: `seat ${seat}` });
    });
  }
  const c = L.bands.center;
  for (const [name, place] of [
    ['stock', L.stock],
    ['discard', L.discard],
    ['held', L.held],
  ] as const)
    boxes.push({ name, rect: cardRect(place), within: c, group: 'centre' });
  // The held card's caption, as wide as "Held by " and a long name, stays in the centre above its card.
  const cap = L.heldCaption;
  const capW = cap.size * 0.6 * 20;
  boxes.push({ name: 'held caption', rect: { x: cap.x - capW / 2, y: cap.y - cap.size * 1.2, w: capW, h: cap.size * 1.2 }, within: c, group: 'centre' });
  p.banner.layout.buttons.forEach((b, i) => boxes.push({ name: `button ${i}`, rect: b, within: p.banner.layout.rect, group: 'banner' }));
  return boxes;
}

describe('the Trash table layout seats up to eight (issue 13.8)', () => {
  for (const screen of [...SCREENS, ...UPRIGHT_SCREENS]) {
    it.each([2, 3, 4, 5, 6, 7, 8])(`${screen.W}x${screen.H}: %i players, nothing off screen or on top of another`, (players) => {
      for (const seat of [0, players - 1, null]) {
        const v = tableOf(players, seat);
        expect(layoutProblems(boxesOf(v, screen))).toEqual([]);
        // Every seat has a panel with every spot of its layout.
        const p = trashPicture(v, screen, naming(v), seatInfo(v));
        expect([...p.layout.panels.keys()].sort()).toEqual(v.layouts.map((l) => l.seat).sort());
        for (const l of v.layouts) expect(p.layout.spots.get(l.seat)).toHaveLength(l.spots.length);
      }
    });
  }
});

describe('the Trash picture', () => {
  const screen = SCREENS[1];

  it('shows face-down spots as backs nobody can tap, and the viewer’s legal spots highlighted', () => {
    for (let moves = 0; moves < 40; moves++) {
      const v = played(3, moves, 0).view;
      const p = trashPicture(v, screen, naming(v), seatInfo(v));
      for (const [key, c] of p.cards) if (key.startsWith('fd:')) expect(c.faceUp || c.real).toBe(false);
      const legal = v.legal.flatMap((a) => (a.type === 'place' ? [`spot:${a.spot}`] : []));
      expect(p.zones.filter((z) => z.legal).map((z) => z.key)).toEqual(legal);
      expect(p.buttons.map((b) => b.action.type).sort()).toEqual(
        v.legal
          .filter((a) => a.type !== 'place')
          .map((a) => a.type)
          .sort(),
      );
      if (p.buttons.length) expect(p.buttons.filter((b) => b.primary).length).toBe(1);
    }
  });

  it('says whose turn it is and what to do', () => {
    const v = played(2, 0, 0).view;
    const p = trashPicture(v, screen, naming(v), seatInfo(v));
    if (v.turn === 0) expect(p.banner.text).toMatch(/^(Draw|The .* fits)/);
    else expect(p.banner.text).toBe('Waiting for P1…');
  });

  it('has a log line for every event of a game, saying "You" to the player', () => {
    const { events } = played(3, 300, 2, { layoutSize: 3 });
    const n = { me: 2, names: ['Ann', 'Bob', 'Cy'] };
    for (const e of events) {
      const line = narrate(e, n, () => '#fff');
      // A turn's start shows on the banner; the log tells the moves.
      if (e.kind !== 'turn-started') expect(line, e.kind).not.toBeNull();
      if (e.seat === 2 && e.kind === 'drawn') expect(line!.text.startsWith('You ')).toBe(true);
    }
    expect(narrate({ kind: 'hand-void', hand: 4, reason: 'stuck', faceDown: [3, 1] }, n, () => '')?.text).toBe(
      'Nobody could move: hand 4 counts for no one and is dealt again.',
    );
    // The count agrees with its noun: a hand won down to one card is "1 card".
    expect(narrate({ kind: 'layout-shrunk', seat: 0, size: 1 }, n, () => '')?.text).toBe('Ann plays with 1 card from now on.');
    expect(narrate({ kind: 'layout-shrunk', seat: 2, size: 4 }, n, () => '')?.text).toBe('You play with 4 cards from now on.');
  });
});
