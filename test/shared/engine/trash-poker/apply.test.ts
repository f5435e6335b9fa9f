import { describe, expect, it } from 'vitest';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import { checkAction } from '../../../../shared/engine/trash-poker/rules';
import type { TrashPokerView } from '../../../../shared/engine/trash-poker/view';
import { run } from './helpers';

function freshRound() {
  let s = trashPoker.setup({ players: 3, seed: 'apply' });
  for (let seat = 0; seat < 3; seat++) s = run(s, [seat, { type: 'keep-joker', card: s.seats[seat].offer[0] }]).s;
  return s;
}

describe('apply: untrusted input', () => {
  const s = freshRound();
  const snapshot = JSON.stringify(s);

  it.each([
    ['null', null, 'bad-action'],
    ['a string', 'confirm', 'bad-action'],
    ['a number', 42, 'bad-action'],
    ['an array', [{ type: 'confirm' }], 'bad-action'],
    ['a type that is not a string', { type: 7 }, 'bad-action'],
    ['an unknown type', { type: 'win-the-game' }, 'bad-action'],
    ['a pick without a card', { type: 'pick' }, 'bad-action'],
    ['a huge card id', { type: 'pick', card: 'x'.repeat(1_000_000) }, 'bad-action'],
    ['a card that is not a string', { type: 'pick', card: { id: '0-AS' } }, 'bad-action'],
    ['an unknown upgrade area', { type: 'upgrade', area: 'everything' }, 'bad-action'],
    ['a raid target that is not a seat', { type: 'raid', target: 1.5 }, 'bad-action'],
    ['a place that is not discard/trash', { type: 'place', to: 'hand' }, 'bad-action'],
    ['a shuffle without use', { type: 'shuffle' }, 'bad-action'],
    ['a card not in the hand', { type: 'pick', card: '1-AS' }, 'illegal-action'],
    ['a card that does not exist', { type: 'pick', card: 'j99' }, 'illegal-action'],
    ['an action of another step', { type: 'collect', card: '1-AS' }, 'illegal-action'],
  ])('refuses %s with a readable message and leaves the state alone', (_name, action, code) => {
    const r = trashPoker.apply(s, 0, action);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe(code);
      expect(r.error).toMatch(/^[A-Z].*\.$/);
    }
    expect(JSON.stringify(s)).toBe(snapshot);
  });

  it.each([
    [-1, 'no-such-seat'],
    [3, 'no-such-seat'],
    [0.5, 'no-such-seat'],
    ['0', 'no-such-seat'],
    [null, 'no-such-seat'],
  ])('refuses seat %j', (seat, code) => {
    const r = trashPoker.apply(s, seat as number, { type: 'confirm' });
    expect(r).toMatchObject({ ok: false, code });
  });

  it('ignores extra fields and prototype tricks', () => {
    const action = JSON.parse('{"type":"confirm","__proto__":{"type":"collect"},"extra":[1,2,3]}');
    const r = trashPoker.apply(s, 0, action);
    expect(r.ok).toBe(true);
    expect(JSON.stringify(s)).toBe(snapshot);
  });

  it('refuses out-of-turn actions: during collecting only the collector acts', () => {
    const r = trashPoker.apply(s, 0, { type: 'confirm' });
    if (!r.ok) throw new Error(r.error);
    expect(r.state.seats[0].step).toBe('select');
    // Simultaneous steps: every seat that still has to act is an actor.
    expect(trashPoker.actors(r.state)).toEqual([0, 1, 2]);
  });

  it('every legal action passes the check, and the view lists the same legal actions', () => {
    for (let seat = 0; seat < 3; seat++) {
      const legal = trashPoker.legalActions(s, seat);
      for (const a of legal) expect(checkAction(s, seat, a)).toBeNull();
      expect((trashPoker.view(s, seat) as TrashPokerView).legal).toEqual(legal);
    }
    expect((trashPoker.view(s, null) as TrashPokerView).legal).toEqual([]);
    expect(trashPoker.legalActions(s, 7)).toEqual([]);
  });
});

describe('viewEvents', () => {
  it('blanks the cards of events the seat may not see and keeps the rest', () => {
    const events = [
      { kind: 'card-moved', card: '0-AS', from: { zone: 'draw', seat: 0 }, to: { zone: 'hand', seat: 0 }, visibleTo: [0] },
      { kind: 'revealed', seat: 1, zone: 'played', cards: ['1-2S', '1-3S'] },
      { kind: 'secret', cards: ['1-2S', '1-3S'], visibleTo: [1] },
    ];
    expect(trashPoker.viewEvents(events, 0)).toEqual([
      { kind: 'card-moved', card: '0-AS', from: { zone: 'draw', seat: 0 }, to: { zone: 'hand', seat: 0 } },
      { kind: 'revealed', seat: 1, zone: 'played', cards: ['1-2S', '1-3S'] },
      { kind: 'secret', cards: [null, null] },
    ]);
    expect(trashPoker.viewEvents(events, null)[0]).toEqual({
      kind: 'card-moved',
      card: null,
      from: { zone: 'draw', seat: 0 },
      to: { zone: 'hand', seat: 0 },
    });
  });
});

describe('result', () => {
  it('before the end: current chips, provisional, nobody has won', () => {
    const r = trashPoker.result(freshRound());
    expect(r.winners).toEqual([]);
    expect(r.extra).toEqual({ provisional: true });
  });
});
