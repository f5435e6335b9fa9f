/**
 * Another seat's compact tableau on every screen: each label keeps the least font (8 CSS px) and
 * fits its cell beside or above its count. On a small phone upright the short labels at that size
 * ran under their counts and shrank to 3 CSS px; there the tiny ones ("5K") go instead.
 */
import { describe, expect, it } from 'vitest';
import { compactCells, labelRoom } from '../../../../client/modes/trash-poker/tableauCells';
import { UPGRADE_AREAS } from '../../../../shared/engine/trash-poker/types';
import { AREA_LABELS } from '../../../../client/modes/trash-poker/text';
import { trashPokerLayout } from '../../../../client/modes/trash-poker/layout';
import { textWidth } from '../../../../client/ui/textWidth';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import type { TrashPokerView } from '../../../../shared/engine/trash-poker/view';
import { screenOf, UPRIGHT_SCREENS } from '../screens';

const SCREENS = [screenOf(1280, 800), screenOf(844, 390), screenOf(667, 375), ...UPRIGHT_SCREENS];
/** At a device pixel ratio of 1, as the layout tests draw. */
const minFont = (css: number) => css;

describe("another seat's compact tableau", () => {
  for (const players of [2, 3, 4]) {
    const v = trashPoker.view(trashPoker.setup({ players, seed: 'cells' }), 0) as TrashPokerView;
    it.each(SCREENS.map((s) => [`${s.W}x${s.H}`, s] as const))(`${players} seats at %s: every label at 8 CSS px or more, clear of its count`, (_, screen) => {
      const problems: string[] = [];
      const layout = trashPokerLayout(v, screen, screen.H < 520);
      for (const [seat, place] of layout.seats) {
        if (place.home) continue;
        const { w, h } = place.tableau;
        const c = compactCells(w, h, screen.u, minFont);
        const where = `seat ${seat} (${w.toFixed(0)}x${h.toFixed(0)}, ${c.cols} columns, ${c.labels} labels, count ${c.count})`;
        if (c.fs < minFont(8)) problems.push(`${where}: labels at ${c.fs}`);
        if (c.rh < c.fs * 1.15) problems.push(`${where}: rows ${c.rh.toFixed(1)} high`);
        // A label wider than its room shrinks to it (Tableau), so it must fit at the least font.
        for (const area of UPGRADE_AREAS) {
          const label = textWidth(AREA_LABELS[area][c.labels], minFont(8), false);
          const count = textWidth('0', c.count === 'beside' ? Math.round(c.fs * 1.25) : c.fs);
          const room = labelRoom(c.count, c.cw, count, screen.u);
          if (label > room + 0.01) problems.push(`${where}: "${AREA_LABELS[area][c.labels]}" ${label.toFixed(1)} wide in ${room.toFixed(1)}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('takes the short labels wherever they fit, the tiny ones only on a small phone', () => {
    const labels = (W: number, H: number) => {
      const screen = screenOf(W, H);
      const v = trashPoker.view(trashPoker.setup({ players: 4, seed: 'cells' }), 0) as TrashPokerView;
      const place = [...trashPokerLayout(v, screen, screen.H < 520).seats.values()].find((p) => !p.home)!;
      return compactCells(place.tableau.w, place.tableau.h, screen.u, minFont).labels;
    };
    expect([labels(1280, 800), labels(844, 390), labels(390, 844)]).toEqual(['short', 'short', 'short']);
    expect([labels(360, 640), labels(667, 375)]).toEqual(['tiny', 'tiny']);
  });
});
