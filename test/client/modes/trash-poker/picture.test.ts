import { describe, expect, it } from 'vitest';
import { controlsOf } from '../../../../client/modes/trash-poker/controls';
import { centerGroups, choiceOf, roundLabel, sortTrash, trayOf } from '../../../../client/modes/trash-poker/picture';
import type { TrashPokerView } from '../../../../shared/engine/trash-poker/view';

const names = (seat: number) => ['Ann', 'Bob', 'Cleo'][seat];

/** The viewer (seat 0) at `step`, with `legal` moves and a discard pile. */
function view(step: string, legal: unknown[], extra: Partial<TrashPokerView> = {}): TrashPokerView {
  const seat = (n: number) => ({ seat: n, step: n === 0 ? step : 'idle', discard: ['0-5S', '0-KD'], picked: [], hand: n === 0 ? [] : null, trash: [] });
  return {
    seat: 0,
    players: 3,
    phase: 'cleanup',
    round: 3,
    roundsLeft: 5,
    seats: [seat(0), seat(1), seat(2)],
    legal,
    variants: {},
    ...extra,
  } as unknown as TrashPokerView;
}

describe('Trash Poker picture (state in, drawing out)', () => {
  it('labels the round, and the last one as such', () => {
    expect(roundLabel(view('idle', []))).toBe('Round 3 of 8 · 5 left after this');
    expect(roundLabel(view('idle', [], { round: 8, roundsLeft: 0 }))).toBe('Round 8 of 8 · last round (Final Joker)');
  });

  it('shows your discard pile in the centre when you trash from it', () => {
    expect(trayOf(view('cleanup-trash', []), names)).toEqual({ title: 'Your discard pile: pick the card(s) to trash', cards: ['0-5S', '0-KD'] });
  });

  it('keeps the pots on the table beside your discard pile at cleanup', () => {
    const v = view('cleanup-trash', [], { middle: ['j05'] } as never);
    const pots = [[], ['1-3D', '1-4H'], ['2-6S', '2-JS']];
    v.seats.forEach((s, i) => Object.assign(s, { pot: pots[i] }));
    const groups = centerGroups(v, trayOf(v, names), names);
    expect(groups.map((g) => [g.kind, g.title, g.seat, g.cards])).toEqual([
      ['tray', 'Your discard pile: pick the card(s) to trash', null, ['0-5S', '0-KD']],
      ['pot', 'Bob’s pot', 1, ['1-3D', '1-4H']],
      ['pot', 'Cleo’s pot', 2, ['2-6S', '2-JS']],
    ]);
  });

  it("titles a bot's pot with its name alone, as its header does beside the BOT badge", () => {
    const v = view('idle', [], { middle: [] } as never);
    v.seats.forEach((s, i) => Object.assign(s, { pot: i === 2 ? ['2-6S'] : [] }));
    const bots = (seat: number) => ['Ann', 'Bob', 'Cleo (bot)'][seat];
    expect(centerGroups(v, null, bots).map((g) => g.title)).toEqual(['Cleo’s pot']);
  });

  it('shows the jokers and the pots when there is no tray, and a card only once', () => {
    const v = view('idle', [], { middle: ['j05'] } as never);
    v.seats.forEach((s, i) => Object.assign(s, { pot: i === 0 ? ['0-2C'] : [] }));
    expect(centerGroups(v, null, names).map((g) => [g.title, g.cards])).toEqual([
      ['Jokers', ['j05']],
      ['Your pot', ['0-2C']],
    ]);
    const tray = { title: 'The card you collected', cards: ['0-2C'], info: true };
    expect(centerGroups(v, tray, names).map((g) => [g.title, g.cards])).toEqual([['The card you collected', ['0-2C']]]);
  });

  it('lays out the draft large, naming who drafts', () => {
    const v = view('idle', [], { phase: 'draft', draft: { turn: 1, revealed: ['j01', 'j02'], keep: 17 } } as never);
    const c = choiceOf(v, names);
    expect(c?.title).toBe('Joker draft: Bob removes 1 from the game');
    expect(c?.cards).toEqual(['j01', 'j02']);
    expect(c?.chooser).toBe(1);
  });

  it('sorts a Trash by rank, jokers last', () => {
    expect(sortTrash(['j03', '0-KD', '0-2S', '0-AS'])).toEqual(['0-AS', '0-2S', '0-KD', 'j03']);
  });
});

describe('controlsOf (which controls are live, from the legal moves)', () => {
  it('makes a card, a confirm button named for the step and a raid button', () => {
    const c = controlsOf(view('cleanup-trash', [{ type: 'pick', card: '0-5S' }, { type: 'confirm' }, { type: 'raid', target: 2 }]), names);
    expect([...c.card.keys()]).toEqual(['0-5S']);
    expect(c.buttons.map((b) => [b.key, b.label])).toEqual([
      ['btn:confirm', 'Trash nothing'],
      ['btn:raid:2', 'Reveal Cleo’s'],
    ]);
    expect(c.raid.has(2)).toBe(true);
  });

  it('gives a spectator nothing to press', () => {
    const c = controlsOf(view('idle', [{ type: 'confirm' }], { seat: null }), names);
    expect(c.buttons).toEqual([]);
  });
});
