import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asksBeforeLeaving, headerSlots, MENU_ROWS, menuItems, offeredSeats, shellLayout, waitingPicture } from '../../../client/modes/tableShell';

const seats = [
  { name: 'Ann', taken: true, bot: false },
  { name: 'Cleo (bot)', taken: true, bot: true },
  { name: '', taken: false, bot: false },
];

describe('waitingPicture', () => {
  it('shows the host their seat, the bots they may remove, and the buttons to add a bot and start', () => {
    const p = waitingPicture('Trash', 'ABCD', seats, 0, 0);
    expect(p.title).toBe('Trash · waiting for players');
    expect(p.host).toBe(true);
    expect(p.note).toBeNull();
    expect(p.rows).toEqual([
      { seat: 0, label: 'Ann (you) · host', taken: true, removable: false },
      { seat: 1, label: 'Cleo (bot)', taken: true, removable: true },
      { seat: 2, label: 'Open seat', taken: false, removable: false },
    ]);
  });

  it('tells a guest how the game starts and lets them remove nothing', () => {
    const p = waitingPicture('Trash', 'ABCD', seats, 0, 2);
    expect(p.host).toBe(false);
    expect(p.note).toMatch(/host starts the game/);
    expect(p.rows.map((r) => r.removable)).toEqual([false, false, false]);
    expect(p.rows[0].label).toBe('Ann · host');
  });
});

describe('menuItems', () => {
  const base = { speedLabel: 'Normal', fourColour: false, muted: true, seat: 0 as number | null, phase: 'playing' as const };

  it('lists the settings with their values, watching instead while seated in a game, leaving and the rules', () => {
    const items = menuItems(base);
    expect(items.map((i) => [i.key, i.label])).toEqual([
      ['menu:speed', 'Animation: Normal'],
      ['menu:four-colour', 'Four-colour suits: Off'],
      ['menu:sound', 'Sound: Off'],
      ['menu:leave-seat', 'Watch instead (a bot plays my seat)'],
      ['menu:leave', 'Leave the table'],
      ['menu:rules', 'Rules'],
    ]);
    expect(items.filter((i) => i.danger).map((i) => i.key)).toEqual(['menu:leave']);
  });

  it('offers watching instead only to a seated player of a running game; the other rows keep their places', () => {
    for (const o of [
      { ...base, seat: null },
      { ...base, phase: 'waiting' as const },
      { ...base, phase: 'over' as const },
    ]) {
      const items = menuItems(o);
      expect(items.some((i) => i.action === 'leave-seat')).toBe(false);
      expect(items.find((i) => i.action === 'rules')?.row).toBe(5);
    }
    expect(Math.max(...menuItems(base).map((i) => i.row))).toBe(MENU_ROWS - 1);
  });
});

describe('leaving and seat offers', () => {
  it('asks before leaving only a seat in a running game', () => {
    expect(asksBeforeLeaving('playing', false)).toBe(true);
    expect(asksBeforeLeaving('playing', true)).toBe(false);
    expect(asksBeforeLeaving('waiting', false)).toBe(false);
    expect(asksBeforeLeaving('over', false)).toBe(false);
  });

  it("offers a spectator every bot's seat while the game runs, and nobody else anything", () => {
    expect(offeredSeats(seats, 'playing', true)).toEqual([1]);
    expect(offeredSeats(seats, 'playing', false)).toEqual([]);
    expect(offeredSeats(seats, 'waiting', true)).toEqual([]);
    expect(offeredSeats(seats, 'over', true)).toEqual([]);
  });
});

describe('headerSlots', () => {
  const parts = fc.record({
    metaX: fc.integer({ min: 0, max: 200 }),
    metaW: fc.integer({ min: 0, max: 400 }),
    timerW: fc.integer({ min: 0, max: 60 }),
    badgeW: fc.oneof(fc.constant(0), fc.integer({ min: 30, max: 90 })),
    room: fc.integer({ min: 0, max: 600 }),
    gap: fc.integer({ min: 2, max: 12 }),
  });

  it('keeps the facts, the timer and the odds badge apart and left of the figure, or gives the facts up, whatever the widths', () => {
    fc.assert(
      fc.property(parts, ({ room, ...p }) => {
        const rightX = p.metaX + room;
        const s = headerSlots({ ...p, rightX });
        const metaEnd = p.metaX + p.metaW * s.metaScale;
        expect(s.metaScale === 0 || s.metaScale >= 0.5).toBe(true);
        expect(s.metaScale).toBeLessThanOrEqual(1);
        expect(s.timerX).toBeGreaterThanOrEqual(metaEnd);
        const end = s.badgeX === null ? rightX - p.gap : s.badgeX - p.gap;
        if (s.badgeX !== null) expect(s.badgeX + p.badgeW).toBeLessThanOrEqual(rightX - p.gap + 1e-9);
        if (p.badgeW === 0) expect(s.badgeX).toBeNull();
        // headerSlots lets them overhang by under half a pixel (invisible) rather than hide them.
        if (s.metaScale > 0) expect(metaEnd + p.timerW).toBeLessThanOrEqual(end + 0.5);
      }),
    );
  });

  it('leaves a wide header as it is, shrinks the facts to fit, and hides facts that do not fit at half size', () => {
    expect(headerSlots({ metaX: 100, metaW: 100, timerW: 0, badgeW: 0, rightX: 600, gap: 10 })).toEqual({ metaScale: 1, timerX: 210, badgeX: null });
    expect(headerSlots({ metaX: 50, metaW: 300, timerW: 0, badgeW: 0, rightX: 250, gap: 10 })).toEqual({
      metaScale: 0.6333333333333333,
      timerX: 50 + 190 + 10,
      badgeX: null,
    });
    expect(headerSlots({ metaX: 60, metaW: 300, timerW: 0, badgeW: 0, rightX: 200, gap: 10 }).metaScale).toBe(0);
  });

  it('puts the odds badge just before the figure, shrinking the facts for it, and leaves it out where even the name leaves no room', () => {
    expect(headerSlots({ metaX: 100, metaW: 100, timerW: 0, badgeW: 60, rightX: 600, gap: 10 })).toEqual({ metaScale: 1, timerX: 210, badgeX: 530 });
    expect(headerSlots({ metaX: 100, metaW: 300, timerW: 0, badgeW: 60, rightX: 400, gap: 10 }).metaScale).toBeCloseTo(220 / 300);
    expect(headerSlots({ metaX: 100, metaW: 50, timerW: 0, badgeW: 60, rightX: 150, gap: 10 }).badgeX).toBeNull();
  });
});

describe('shellLayout', () => {
  it('puts the log beside a wide table and makes it a drawer on a narrow or short screen', () => {
    const desk = shellLayout(1280, 800, 1, false);
    expect(desk.logBeside).not.toBeNull();
    expect(desk.main.x + desk.main.w).toBeLessThan(desk.logBeside!.x);
    expect(desk.main.y).toBe(desk.barH + 8);
    expect(shellLayout(844, 390, 0.5, true).logBeside).toBeNull();
    expect(shellLayout(1000, 800, 1, false).logBeside).toBeNull();
  });

  it('makes the bar tall enough for its buttons: a finger upright, 32 CSS px of 44 sideways on a phone, its own share elsewhere', () => {
    const upright = shellLayout(1170, 2532, 1.86, false, 132);
    expect(upright.barButtonH).toBeGreaterThanOrEqual(132);
    expect(upright.barButtonH).toBeLessThanOrEqual(upright.barH);
    const sideways = shellLayout(2532, 1170, 1.86, true, 132);
    expect(sideways.barButtonH).toBeGreaterThanOrEqual(96);
    expect(sideways.barButtonH).toBeLessThanOrEqual(sideways.barH);
    // A roomy screen (a mouse points: no finger) keeps the bar's own share.
    const desk = shellLayout(1280, 800, 1, false, 0);
    expect(desk.barH).toBe(Math.round(Math.max(34, 800 * 0.052)));
    expect(desk.barButtonH).toBeCloseTo(desk.barH * 0.78);
  });
});
