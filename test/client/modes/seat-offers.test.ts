/**
 * A spectator's offers to take bots' seats, as each table's banner places them: a button per seat
 * whose words stay readable, else one "Take a seat" opening a chooser; every one inside the
 * banner, clear of the others and, on a phone, a finger high and wide.
 */
import { describe, expect, it } from 'vitest';
import { inside, labelFits, offerLabel, overlapping, type Rect, type Screen, type SeatOffer } from '../../../client/modes/layout';
import { pokerPlusPicture } from '../../../client/modes/poker-plus/picture';
import { chooserLayout } from '../../../client/modes/tableShell';
import { trashPicture } from '../../../client/modes/trash/picture';
import { trashPokerPicture } from '../../../client/modes/trash-poker/table';
import { pokerPlus } from '../../../shared/engine/poker-plus';
import type { PokerPlusView } from '../../../shared/engine/poker-plus/types';
import { trash } from '../../../shared/engine/trash';
import type { TrashView } from '../../../shared/engine/trash/types';
import { trashPoker } from '../../../shared/engine/trash-poker/index';
import type { TrashPokerView } from '../../../shared/engine/trash-poker/view';
import type { GameMode } from '../../../shared/engine/types';
import { SCREENS, UPRIGHT_SCREENS } from './screens';

const ALL_SCREENS = [...SCREENS, ...UPRIGHT_SCREENS];
/** The room's bots' names (server/rooms/GameRoom.ts), and one a player who left gave their seat. */
const NAMES = ['Ann', 'Ada (bot)', 'Bix (bot)', 'Cleo (bot)', 'Dex (bot)', 'Echo (bot)', 'Bartholomew-Hildegard', 'Gus (bot)'];

/** A spectator's view of a bot game of `players` seats after `moves` moves. */
function watched<S, A>(engine: GameMode<S, A>, players: number, moves: number): unknown {
  let s = engine.setup({ players, seed: `offers-${players}` });
  for (let i = 0; i < moves && !engine.isOver(s); i++) {
    const actor = engine.actors(s)[0];
    const r = engine.apply(s, actor, engine.botAction(s, actor));
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
  return engine.view(s, null);
}

const naming = { me: null, names: NAMES };
const info = NAMES.map(() => ({ bot: true, connected: true }));

/** Each mode's banner for a spectator offered `offered`: its rect and its offers. */
const MODES: { name: string; maxPlayers: number; banner: (players: number, screen: Screen, offered: number[]) => { rect: Rect; offers: SeatOffer[] } }[] = [
  {
    name: 'Trash Poker',
    maxPlayers: 4,
    banner: (players, screen, offered) => {
      const v = watched(trashPoker, players, 40) as TrashPokerView;
      const p = trashPokerPicture(v, {
        screen,
        compact: screen.H < 520,
        sort: 'dealt',
        presence: NAMES.map((name) => ({ name, bot: true, connected: true, autoplay: false })),
        lastPlayed: new Map(),
        names: (seat) => NAMES[seat],
        nameOf: (seat) => NAMES[seat],
        offered,
      });
      return { rect: p.banner.rect, offers: p.banner.offers };
    },
  },
  {
    name: 'Poker+',
    maxPlayers: 8,
    banner: (players, screen, offered) => {
      const p = pokerPlusPicture(watched(pokerPlus, players, 3 * players) as PokerPlusView, null, screen, naming, info, offered);
      return { rect: p.banner.layout.rect, offers: p.banner.offers };
    },
  },
  {
    name: 'Trash',
    maxPlayers: 6,
    banner: (players, screen, offered) => {
      const p = trashPicture(watched(trash, players, 20) as TrashView, screen, naming, info, offered);
      return { rect: p.banner.layout.rect, offers: p.banner.offers };
    },
  },
];

describe("a spectator's seat offers", () => {
  for (const mode of MODES)
    for (const screen of ALL_SCREENS)
      it(`${mode.name} at ${screen.W}x${screen.H}: one per bot's seat while readable, else a chooser; in the banner, apart, finger-sized`, () => {
        for (let players = 2; players <= mode.maxPlayers; players++) {
          const offered = Array.from({ length: players - 1 }, (_, i) => i + 1);
          const { rect, offers } = mode.banner(players, screen, offered);
          const what = `${players} seats`;
          if (offers.length === 1 && offers[0].key === 'seat:take:choose') expect(offers[0].seats, what).toEqual(offered);
          else {
            expect(
              offers.map((o) => o.key),
              what,
            ).toEqual(offered.map((s) => `seat:take:${s}`));
            for (const o of offers) expect(labelFits(o.label, o.rect, screen.minFont), `${what}: ${o.label} readable`).toBe(true);
          }
          for (const o of offers) {
            expect(inside(o.rect, rect), `${what}: ${o.key} inside the banner`).toBe(true);
            expect(Math.min(o.rect.w, o.rect.h), `${what}: ${o.key} a finger`).toBeGreaterThanOrEqual((screen.finger ?? 0) - 0.5);
          }
          expect(overlapping(offers.map((o) => ({ name: o.key, rect: o.rect })))).toEqual([]);
        }
      });

  it("Trash Poker's three bots get a button each on every screen but the narrowest phone's, where a chooser offers them", () => {
    const keys = (screen: Screen) => MODES[0].banner(4, screen, [1, 2, 3]).offers.map((o) => o.key);
    for (const screen of ALL_SCREENS.filter((s) => s.W >= 390)) expect(keys(screen)).toEqual(['seat:take:1', 'seat:take:2', 'seat:take:3']);
    expect(keys(UPRIGHT_SCREENS[1])).toEqual(['seat:take:choose']);
  });

  it('names the seat without the room\'s " (bot)"', () => {
    expect(offerLabel('Cleo (bot)')).toBe("Take Cleo's seat");
    expect(offerLabel('Ann')).toBe("Take Ann's seat");
  });
});

describe('the seat chooser', () => {
  it.each(ALL_SCREENS.map((s) => [`${s.W}x${s.H}`, s] as const))('%s: up to seven seats and Keep watching, on screen, apart, finger-sized', (_, screen) => {
    const all: Rect = { x: 0, y: 0, w: screen.W, h: screen.H };
    for (let n = 2; n <= 7; n++) {
      const L = chooserLayout(n, screen.W, screen.H, screen.u, screen.finger ?? 0);
      const boxes = [...L.seats.map((r, i) => ({ name: `seat ${i}`, rect: r })), { name: 'cancel', rect: L.cancel }];
      expect(inside(L.panel, all), `${n}: the panel on screen`).toBe(true);
      for (const b of boxes) {
        expect(inside(b.rect, L.panel), `${n}: ${b.name} in the panel`).toBe(true);
        expect(b.rect.h).toBeGreaterThanOrEqual(screen.finger ?? 0);
        expect(labelFits(offerLabel('Hildegard'), b.rect, screen.minFont), `${n}: ${b.name} readable`).toBe(true);
      }
      expect(overlapping(boxes)).toEqual([]);
    }
  });
});
