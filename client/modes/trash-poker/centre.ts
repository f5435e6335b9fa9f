/**
 * The centre of the Trash Poker table as a picture: rows of cards under titles (the tray you pick
 * from, the round's jokers, every pot, anything else the rules let you pick), or a choice of
 * jokers laid out large over the top of the table with the pots kept in a strip under it, so that
 * the bets on the table never vanish behind a choice. Pure: the scene draws what this returns.
 */
import { CARD_RATIO } from '../../art/cards';
import type { TrashPokerView } from '../../../shared/engine/trash-poker/view';
import type { CardState } from '../../objects/CardSprite';
import type { Rect } from '../layout';
import { trashPokerCardText } from '../faces';
import { CHOICE_TEXT_SHARE, type ShowcaseGeometry, showcaseFonts, showcaseGeometry, showcaseTexts } from '../showcase';
import { type Controls, cardState } from './controls';
import { textWidth } from '../../ui/textWidth';
import { helpGutter, type Label, type TrashPokerCard, type TrashPokerLayout } from './layout';
import { centerGroups, choiceOf, type JokerChoice, trayOf } from './picture';
import { potsOf } from './pots';

type V = TrashPokerView;

/** The depth of the large choice of jokers: its cards are drawn above it, flights pass under it. */
export const CHOICE_DEPTH = 8;

/** A row's title: its words, whose colour (the tray's, the jokers', a seat's) and where it goes. */
export interface GroupTitle extends Label {
  kind: 'tray' | 'jokers' | 'pot' | 'choose';
  seat: number | null;
}

/** Rows of cards under titles, laid out in a rectangle. */
export interface Rows {
  cards: Map<string, TrashPokerCard>;
  titles: GroupTitle[];
  /** The cards a number key picks, in order. */
  order: string[];
}

/** A choice of jokers over the top of the table. */
export interface ChoicePicture {
  choice: JokerChoice;
  panel: Rect;
  title: Label;
  sub: Label & { maxH: number };
  /** Where the showcase (cards, their titles and effects) goes, and its geometry. */
  body: Rect;
  showcase: ShowcaseGeometry;
  /** The pots, small, under the choice (null when every pot is empty). */
  pots: Rect | null;
}

export interface CentrePicture {
  rows: Rows;
  choice: ChoicePicture | null;
  /** What the centre says when it shows no cards. */
  note: Label | null;
  /** The pots as the picture draws them, by owner seat. */
  pots: Record<string, string[]>;
}

interface Group {
  kind: GroupTitle['kind'];
  title: string;
  seat: number | null;
  cards: string[];
}

/**
 * Groups of cards in `r`, each under its title: side by side in one row, or in two when that
 * shows the cards larger (a tall, narrow centre: an upright phone's while the pot is collected).
 */
export function layRows(groups: readonly Group[], r: Rect, u: number, fs: number, state: (id: string) => CardState, depth0: number): Rows {
  const one = layRow(groups, r, u, fs, state, depth0);
  if (groups.length < 2) return one.rows;
  const half = Math.ceil(groups.length / 2);
  const h = r.h / 2;
  const first = groups.slice(0, half);
  const top = layRow(first, { ...r, h }, u, fs, state, depth0);
  const bottom = layRow(groups.slice(half), { ...r, y: r.y + h, h }, u, fs, state, depth0 + first.reduce((n, g) => n + g.cards.length, 0));
  // Two rows only for clearly larger cards: a layout that flips back and forth would be restless.
  if (Math.min(top.cardH, bottom.cardH) < one.cardH * 1.15) return one.rows;
  return {
    cards: new Map([...top.rows.cards, ...bottom.rows.cards]),
    titles: [...top.rows.titles, ...bottom.rows.titles],
    order: [...top.rows.order, ...bottom.rows.order],
  };
}

/** Rows a lone group's cards may take, at most, and the gap between them (times the unit). */
const MAX_ROWS = 4;
const ROW_GAP = 6;
/** How far a picked card rises, as a share of its height: rows keep this much more apart. */
const LIFT = 0.1;

/**
 * `perRow` cards of `groups` groups side by side in a row `avail` wide: as tall as `rowH` (at most
 * `maxH`), overlapping down to 28% of a card showing, and past that smaller until they fit.
 */
function cardsFit(groups: number, perRow: number, avail: number, rowH: number, maxH: number, u: number): { cardH: number; cw: number; step: number } {
  let cardH = Math.min(rowH, maxH);
  let cw = cardH * CARD_RATIO;
  let step = cw + 5 * u;
  if (perRow * step > avail) {
    cw = Math.min(cw, avail / (groups + 0.28 * Math.max(0, perRow - groups)));
    cardH = cw / CARD_RATIO;
    step = Math.min(cw + 5 * u, Math.max(cw * 0.28, (avail - groups * cw) / Math.max(1, perRow - groups)));
  }
  return { cardH, cw, step };
}

/** How much of each card a fit shows: the part left uncovered by the next. */
const shown = (f: { cardH: number; cw: number; step: number }): number => Math.min(f.cw, f.step) * f.cardH;

/**
 * Groups of cards side by side in `r`, each under its title: cards overlap down to 28% of a card
 * showing, and past that shrink until every card fits; titles give way before cards do. A lone
 * group of many cards takes several rows where they show more of each card.
 */
function layRow(groups: readonly Group[], r: Rect, u: number, fs: number, state: (id: string) => CardState, depth0: number): { rows: Rows; cardH: number } {
  const out: Rows = { cards: new Map(), titles: [], order: [] };
  if (groups.length === 0) return { rows: out, cardH: 0 };
  const total = groups.reduce((n, g) => n + g.cards.length, 0);
  // A lone group's title wider than the row (the tray's, in its part of an upright phone's centre)
  // takes a second line from its cards' height rather than shrink to half its size.
  const lines = groups.length === 1 && textWidth(groups[0].title, fs) > r.w - 22 * u ? 2 : 1;
  const titleH = fs * (0.3 + 1.2 * lines);
  const groupGap = 18 * u;
  const avail = r.w - 16 * u - groupGap * (groups.length - 1);
  const fit = (rows: number) =>
    cardsFit(groups.length, Math.ceil(total / rows), avail, (r.h - titleH - 8 * u - (rows - 1) * ROW_GAP * u) / (rows + (rows - 1) * LIFT), r.h * 0.74, u);
  // A lone group of many cards (your discard pile to pick from) takes more rows where that shows
  // each card larger: in one row of an upright phone's narrow tray, 29 cards showed 5 CSS px of each.
  let rows = 1;
  let best = fit(1);
  for (let k = 2; groups.length === 1 && k <= MAX_ROWS && k <= total; k++) {
    const f = fit(k);
    if (shown(f) > shown(best) * 1.15) [rows, best] = [k, f];
  }
  const { cardH, cw, step } = best;
  const perRow = Math.ceil(total / rows);
  // Each group is as wide as its cards or its title, whichever is wider.
  const titleW = groups.map((g) => textWidth(g.title, fs));
  const cardWidths = groups.map((g) => cw + Math.max(0, Math.min(perRow, g.cards.length) - 1) * step);
  const space = r.w - 16 * u;
  let widths: number[] = [];
  let used = 0;
  // Too wide: titles give way (shrunk to their cards' width, first at most 40% smaller), never the cards.
  for (const floor of [1, 0.6, 0]) {
    widths = groups.map((_, i) => Math.max(cardWidths[i], titleW[i] * Math.max(floor, Math.min(1, (cardWidths[i] - 4 * u) / titleW[i])) + 6 * u));
    used = widths.reduce((a, b) => a + b, 0) + groupGap * (groups.length - 1);
    // A hair of slack: the tray is given exactly its title's width, and rounding must not shrink it.
    if (used <= space + 0.01) break;
  }
  // What the floor left over goes back to the titles it shrank, so a lone title shrinks only to
  // the band's width (cut to 60% of its own, a long tray title fell to 7 CSS px on a phone).
  for (let i = 0; i < groups.length && used < space; i++) {
    const more = Math.min(titleW[i] + 6 * u - widths[i], space - used);
    if (more <= 0) continue;
    widths[i] += more;
    used += more;
  }
  let x = r.x + Math.max(8 * u, (r.w - used) / 2);
  // A card raised in a lower row must not rise into the row above it.
  const pitch = cardH * (1 + LIFT) + ROW_GAP * u;
  const cardsH = cardH + (rows - 1) * pitch;
  const cy = r.y + titleH + (r.h - titleH - cardsH) / 2 + cardH / 2;
  let depth = depth0;
  // A title wider than its group breaks into lines where the cards leave room above them (a
  // phone held upright: cards as wide as the band allows, not as tall); else it shrinks.
  const roomAbove = (r.h - titleH - cardH) / 2;
  groups.forEach((g, gi) => {
    const maxW = widths[gi] - 6 * u;
    const needs = Math.ceil(titleW[gi] / maxW);
    const wrap = needs > 1 && (needs <= lines || (needs - 1) * fs * 1.25 <= roomAbove) ? { wrap: maxW } : {};
    out.titles.push({ text: g.title, x, y: r.y + 4 * u, size: fs, maxW, ...wrap, kind: g.kind, seat: g.seat });
    const x0 = x + (widths[gi] - cardWidths[gi]) / 2;
    g.cards.forEach((id, i) => {
      const s = state(id);
      const [row, col] = [Math.floor(i / perRow), i % perRow];
      const last = col === perRow - 1 || i === g.cards.length - 1;
      out.cards.set(id, {
        x: x0 + cw / 2 + col * step,
        y: cy + row * pitch - (s === 'picked' ? cardH * LIFT : 0),
        h: cardH,
        faceUp: true,
        real: true,
        state: s,
        depth: depth++,
        visibleW: last ? cw : Math.min(cw, step),
      });
      if (s !== 'plain') out.order.push(id);
    });
    x += widths[gi] + groupGap;
  });
  return { rows: out, cardH };
}

/** The width the tray takes at the left of the centre: its cards side by side, at most 60% of it. */
function trayWidth(g: Group, r: Rect, u: number, fs: number): number {
  const cw = Math.min(r.h - fs * 1.5 - 8 * u, r.h * 0.74) * CARD_RATIO;
  return Math.min(r.w * 0.6, 16 * u + Math.max(g.cards.length * (cw + 5 * u), textWidth(g.title, fs) + 6 * u));
}

/** The pots, one group per owner with cards, as a choice's strip shows them. */
function potGroups(v: V, names: (seat: number) => string): Group[] {
  return centerGroups(v, null, names).filter((g) => g.kind === 'pot');
}

/** A choice of jokers in the large panel, with the pots under it when there are any. */
function choicePicture(choice: JokerChoice, L: TrashPokerLayout, potsShown: boolean): ChoicePicture {
  const { u, minFont } = L.screen;
  const r = L.choice;
  const fs = Math.max(Math.round(minFont * 1.2), Math.round(Math.min(26 * u, r.h * 0.075)));
  const title = { text: choice.title, x: r.x + r.w / 2, y: r.y + 10 * u, size: fs, maxW: r.w - 20 * u };
  const subSize = Math.max(minFont, Math.round(fs * 0.55));
  const wrap = r.w - 40 * u;
  const lines = Math.min(3, Math.max(1, Math.ceil(textWidth(choice.sub, subSize, false) / wrap)));
  const sub = { text: choice.sub, x: r.x + r.w / 2, y: title.y + fs * 1.25 + 2 * u, size: subSize, wrap, maxH: lines * subSize * 1.3 };
  const pots = potsShown ? { x: r.x + 16 * u, y: r.y + r.h - r.h * 0.26 - 6 * u, w: r.w - 32 * u, h: r.h * 0.26 } : null;
  const top = sub.y + sub.maxH + 10 * u;
  const body = { x: r.x + 16 * u, y: top, w: r.w - 32 * u, h: (pots ? pots.y - 4 * u : r.y + r.h - 8 * u) - top };
  const texts = showcaseTexts(choice.cards.map((id) => ({ body: trashPokerCardText(id)?.body ?? '' })));
  const showcase = showcaseGeometry(body, choice.cards.length, u, showcaseFonts(minFont), { textShare: CHOICE_TEXT_SHARE, texts });
  return { choice, panel: r, title, sub, body, showcase, pots };
}

/**
 * The centre for the viewer: a choice of jokers when one is open, else the tray or the round's
 * jokers and every pot; `names` gives a seat's plain name, `nameOf` a seat's name ("You").
 */
export function centrePicture(v: V, L: TrashPokerLayout, controls: Controls, names: (seat: number) => string, nameOf: (seat: number) => string): CentrePicture {
  const { u, minFont } = L.screen;
  const me = v.seat !== null ? v.seats[v.seat] : null;
  const picked = new Set<string>(me?.picked ?? []);
  const pots = potsOf(v);
  const choice = choiceOf(v, names);
  if (choice) {
    const c = choicePicture(choice, L, Object.keys(pots).length > 0);
    const rows: Rows = { cards: new Map(), titles: [], order: [] };
    const g = c.showcase;
    choice.cards.forEach((id, i) => {
      const state = choice.chooser === v.seat ? cardState(controls, picked, id) : 'plain';
      const at = g.slots[i];
      rows.cards.set(id, { x: at.x, y: at.y - (state === 'picked' ? g.cardH * 0.06 : 0), h: g.cardH, faceUp: true, real: true, state, depth: 20 + i });
      if (state !== 'plain') rows.order.push(id);
    });
    // The bets stay on the table while someone chooses (issue 11.1): small, under the choice.
    if (c.pots) {
      const strip = layRows(potGroups(v, names), c.pots, u, Math.max(minFont, Math.round(c.pots.h * 0.16)), () => 'plain', 40);
      for (const [id, card] of strip.cards) rows.cards.set(id, card);
      rows.titles.push(...strip.titles);
    }
    return { rows, choice: c, note: null, pots };
  }
  // Titles and cards keep clear of the pot's "?" in its top-right corner.
  const r = { ...L.bands.pot, w: L.bands.pot.w - helpGutter(u) };
  // Titles as large as in the usual centre: a centre grown for the pot grows its cards only.
  const fs = Math.max(minFont, Math.round(Math.min(r.h, L.centreH) * 0.095));
  const effect = v.collect?.effects[0];
  // The card an upgrade uses stays raised while its area is chosen.
  if (effect && effect.kind === 'upgrade' && typeof effect.source === 'string' && effect.source !== 'top') picked.add(effect.source);
  const tray = trayOf(v, nameOf);
  const groups: Group[] = centerGroups(v, tray, names);
  // Anything else the rules let you pick (an unlock offer, a personal joker, another Trash's
  // card...) is laid out here too, so every legal choice is on the table.
  const shown = new Set(groups.flatMap((g) => g.cards));
  if (me) {
    for (const c of [...(me.hand ?? []), ...(me.played ?? [])]) shown.add(c);
    const extra = [...controls.card.keys()].filter((id) => !shown.has(id));
    if (extra.length) groups.unshift({ kind: 'choose', title: v.todo ? v.todo[0].toUpperCase() + v.todo.slice(1) : 'Choose', seat: null, cards: extra });
  }
  const state = (id: string) => (tray?.info ? 'plain' : cardState(controls, picked, id));
  // The tray keeps its place at the left whatever the pots beside it do: the cards you pick from
  // do not slide under your pointer while the others' pots empty.
  const trayGroup = groups.find((g) => g.kind === 'tray');
  const tw = trayGroup ? trayWidth(trayGroup, r, u, fs) : 0;
  const left = trayGroup ? layRows([trayGroup], { ...r, w: tw }, u, fs, state, 10) : null;
  const right = layRows(
    groups.filter((g) => g !== trayGroup),
    { ...r, x: r.x + tw, w: r.w - tw },
    u,
    fs,
    state,
    10 + (trayGroup?.cards.length ?? 0),
  );
  const rows: Rows = {
    cards: new Map([...(left?.cards ?? []), ...right.cards]),
    titles: [...(left?.titles ?? []), ...right.titles],
    order: [...(left?.order ?? []), ...right.order],
  };
  const empty = v.phase === 'draw' ? 'The pot fills when everyone has chosen their 5 cards.' : v.phase === 'over' ? 'Final scoring.' : '';
  const note = groups.length === 0 && empty ? { text: empty, x: r.x + r.w / 2, y: r.y + r.h / 2, size: fs, maxW: r.w - 24 * u } : null;
  return { rows, choice: null, note, pots };
}
