import { describe, expect, it } from 'vitest';
import { cardRect, inside, overlapping, type Rect, type Screen } from '../../../../client/modes/layout';
import { dieRect, pokerPlusLayout } from '../../../../client/modes/poker-plus/layout';
import { pokerPlusPicture } from '../../../../client/modes/poker-plus/picture';
import { narrate } from '../../../../client/modes/poker-plus/text';
import { pokerPlus } from '../../../../shared/engine/poker-plus';
import { shoe } from '../../../../shared/engine/poker-plus/cards';
import type { PokerPlusState, PokerPlusView } from '../../../../shared/engine/poker-plus/types';
import type { GameEvent } from '../../../../shared/engine/types';
import { type Box, layoutProblems, SCREENS, screenOf, UPRIGHT_SCREENS } from '../screens';

const naming = (v: PokerPlusView) => ({ me: v.seat, names: v.seats.map((s) => `P${s.seat}`) });
const seatInfo = (v: PokerPlusView) => v.seats.map(() => ({ bot: true, connected: true }));

/** A bot game's views after some turns, as `seat` sees it, and every event it produced. */
function played(players: number, turns: number, seat: number | null, seed = 'pic'): { view: PokerPlusView; events: GameEvent[] } {
  let s: PokerPlusState = pokerPlus.setup({ players, seed: `${seed}-${players}` });
  const events: GameEvent[] = [];
  for (let i = 0; i < turns && !pokerPlus.isOver(s); i++) {
    const actor = pokerPlus.actors(s)[0];
    const r = pokerPlus.apply(s, actor, pokerPlus.botAction(s, actor));
    if (!r.ok) throw new Error(r.error);
    events.push(...pokerPlus.viewEvents(r.events, seat));
    s = r.state;
  }
  return { view: pokerPlus.view(s, seat) as PokerPlusView, events };
}

/** A view with every playfield crowded: many hands, some longer than any table entry, a long hand. */
function crowded(players: number, hands: number): PokerPlusView {
  const v = played(players, 3, 0).view;
  const ids = shoe(4);
  let next = 0;
  const take = (n: number) => ids.slice(next, (next += n));
  const sizes = [1, 12, 5, 2, 10, 3, 7, 6, 4, 9];
  return {
    ...v,
    seats: v.seats.map((s) => ({ ...s, playfield: Array.from({ length: hands }, (_, i) => take(sizes[i % sizes.length])) })),
    hand: take(14),
    reserve: take(6),
  };
}

/** Every box of the picture that must stay on screen, inside its place, and off the others. */
function boxesOf(v: PokerPlusView, screen: Screen): Box[] {
  const p = pokerPlusPicture(v, null, screen, naming(v), seatInfo(v));
  const L = p.layout;
  const boxes: Box[] = [];
  const screenRect: Rect = { x: 0, y: 0, w: screen.W, h: screen.H };
  for (const [seat, r] of L.panels) boxes.push({ name: `panel ${seat}`, rect: r, within: screen.main, group: 'panels' });
  for (const [seat, f] of L.fields) {
    const panel = L.panels.get(seat)!;
    boxes.push({ name: `field ${seat}`, rect: f.area, within: panel, group: `field-area ${seat}` });
    f.hands.forEach((h, i) => {
      boxes.push({ name: `hand ${seat}:${i}`, rect: h.zone, within: f.area, group: `field ${seat}` });
      boxes.push({ name: `words ${seat}:${i}`, rect: h.label, within: f.area, group: `field ${seat}` });
      h.cards.forEach((c, ci) => boxes.push({ name: `card ${seat}:${i}:${ci}`, rect: cardRect(c, true), within: h.zone, group: `hand ${seat}:${i}` }));
    });
    if (f.newHand) boxes.push({ name: `new hand ${seat}`, rect: f.newHand, within: f.area, group: `field ${seat}` });
  }
  const c = L.bands.center;
  boxes.push({ name: 'black die', rect: dieRect(L.dice.black), within: c, group: 'centre' });
  boxes.push({ name: 'red die', rect: dieRect(L.dice.red), within: c, group: 'centre' });
  boxes.push({ name: 'stock', rect: cardRect(L.stock), within: c, group: 'centre' });
  boxes.push({ name: 'discard', rect: cardRect(L.discard), within: c, group: 'centre' });
  const rl = L.reserveLabel;
  boxes.push({ name: 'reserve caption', rect: { x: rl.x, y: rl.y, w: L.stock.x - rl.x - L.stock.h * 0.4, h: rl.size * 1.25 }, within: c, group: 'centre' });
  L.reserve.forEach((r, i) => boxes.push({ name: `reserve ${i}`, rect: cardRect(r, true), within: c, group: 'centre' }));
  L.hand.forEach((h, i) => boxes.push({ name: `my card ${i}`, rect: cardRect(h, true), within: L.bands.hand, group: 'my hand' }));
  p.banner.layout.buttons.forEach((b, i) => boxes.push({ name: `button ${i}`, rect: b, within: p.banner.layout.rect, group: 'banner' }));
  for (const b of boxes) if (b.group === 'panels') b.within = { ...screenRect, ...b.within };
  return boxes;
}

describe('the Poker+ table layout scales (issue 13.6)', () => {
  for (const screen of [...SCREENS, ...UPRIGHT_SCREENS]) {
    const size = `${screen.W}x${screen.H}`;
    it.each([2, 3, 4, 5, 8])(`${size}: %i players mid-game, nothing off screen or on top of another`, (players) => {
      for (const seat of [0, players - 1, null]) expect(layoutProblems(boxesOf(played(players, 3 * players, seat).view, screen))).toEqual([]);
    });
    it.each([
      [2, 10],
      [4, 8],
      [8, 4],
    ])(`${size}: %i players with %i hands each, hands longer than any table entry`, (players, hands) => {
      const v = crowded(players, hands);
      expect(layoutProblems(boxesOf(v, screen))).toEqual([]);
      const p = pokerPlusPicture(v, null, screen, naming(v), seatInfo(v));
      // Every card of the view is drawn, once.
      const all = [...v.seats.flatMap((s) => s.playfield.flat()), ...v.hand!, ...v.reserve];
      expect([...p.cards.keys()].sort()).toEqual(all.sort());
    });
  }
});

describe("the Poker+ table's hand", () => {
  it.each([...SCREENS, screenOf(740, 360), ...UPRIGHT_SCREENS].map((s) => [`${s.W}x${s.H}`, s] as const))(
    '%s: every card of your hand is at least a finger wide, and the layout still fits',
    (_, screen) => {
      for (const players of [2, 4, 8]) {
        const v = played(players, 3 * players, 0).view;
        const L = pokerPlusLayout(v, screen);
        expect(L.hand.length).toBeGreaterThan(0);
        for (const card of L.hand) expect(cardRect(card, true).w).toBeGreaterThanOrEqual(screen.finger! - 0.01);
        expect(layoutProblems(boxesOf(v, screen))).toEqual([]);
      }
    },
  );
});

describe('the Poker+ picture', () => {
  const screen = SCREENS[0];

  it('gives every move of a royal with many choices its own button inside the banner, Pass included, on every screen', () => {
    const base = played(3, 4, 0).view;
    const legal = [
      { type: 'merge' as const, playfield: 0, hands: [0, 1] as [number, number] },
      { type: 'merge' as const, playfield: 0, hands: [1, 2] as [number, number] },
      { type: 'merge' as const, playfield: 0, hands: [0, 2] as [number, number] },
      { type: 'split' as const, playfield: 0, hand: 0 },
      { type: 'split' as const, playfield: 0, hand: 1 },
      { type: 'pass' as const },
    ];
    const royal = { ...base, turn: 0, step: 'royal' as const, selection: null, legal } as unknown as typeof base;
    for (const s of [...SCREENS, ...UPRIGHT_SCREENS]) {
      const p = pokerPlusPicture(royal, null, s, naming(royal), seatInfo(royal));
      expect(p.buttons.length, `${s.W}x${s.H}`).toBe(legal.length);
      expect(p.buttons.some((b) => b.key === 'btn:pass')).toBe(true);
      const rects = p.banner.layout.buttons;
      expect(rects.length).toBe(legal.length);
      for (const r of rects) {
        expect(inside(r, p.banner.layout.rect), `${s.W}x${s.H}`).toBe(true);
        expect(Math.min(r.w, r.h), `${s.W}x${s.H}: a finger's width`).toBeGreaterThanOrEqual(s.finger ?? 0);
      }
      expect(overlapping(rects.map((rect, i) => ({ name: String(i), rect })))).toEqual([]);
    }
  });

  it('offers the exact match second card as a question one key declines (issue 13.5)', () => {
    const base = played(3, 4, 0).view;
    const only = { ...base, turn: 0, step: 'bonus' as const, royal: null, selection: null, legal: [{ type: 'pass' as const }] };
    const p = pokerPlusPicture(only, null, screen, naming(only), seatInfo(only));
    expect(p.banner.title).toBe('Exact match!');
    expect(p.banner.text).toBe('No card fits for a second play: tap No second card to go on.');
    expect(p.buttons.map((b) => [b.key, b.label, b.primary])).toEqual([['btn:pass', 'No second card', true]]);
    const card = base.hand![0];
    const play = { type: 'play' as const, from: 'hand' as const, card, playfield: 0, hand: 'new' as const };
    const fits = { ...only, legal: [play, { type: 'pass' as const }] };
    const chosen = pokerPlusPicture(fits, { from: 'hand', card }, screen, naming(fits), seatInfo(fits));
    expect(chosen.buttons.filter((b) => b.primary).map((b) => b.key)).toEqual(['btn:play']);
    expect(chosen.cards.get(card)?.state).toBe('picked');
    expect(chosen.zones.find((z) => z.key === 'hand:0:new')?.legal).toBe(true);
    const unchosen = pokerPlusPicture(fits, null, screen, naming(fits), seatInfo(fits));
    expect(unchosen.buttons.filter((b) => b.primary).map((b) => b.key)).toEqual(['btn:pass']);
  });

  it('writes each hand in words under it, 0-point hands with the reason', () => {
    const v = crowded(2, 3);
    const p = pokerPlusPicture(v, null, screen, naming(v), seatInfo(v));
    const twelve = p.labels.find((l) => l.seat === 0 && l.hand === 1)!;
    expect(twelve.words.lines[0]).toBe('12 cards: no table entry, 0 points');
  });

  it('hides nothing it should not show: a spectator sees backs for the bottom hand', () => {
    const v = played(4, 6, null).view;
    const p = pokerPlusPicture(v, null, screen, naming(v), seatInfo(v));
    const backs = [...p.cards].filter(([k]) => k.startsWith('back:'));
    expect(backs.length).toBe(v.seats[0].handCount);
    expect(backs.every(([, c]) => !c.faceUp && !c.real)).toBe(true);
  });

  it('has a log line for every event of a game, saying "You" to the player', () => {
    const seen = new Set<string>();
    const { events } = played(3, 400, 1, 'log');
    for (const e of events) {
      const line = narrate(e, { me: 1, names: ['Ann', 'Bob', 'Cy'] }, () => '#fff');
      if (line) seen.add(e.kind);
      if (line && e.seat === 1 && e.kind === 'card-played') expect(line.text.startsWith('You played')).toBe(true);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['round-started', 'dice-rolled', 'card-played', 'round-scored']));
  });
});
