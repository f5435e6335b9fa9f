import { isUpright } from '../ui/theme';

/**
 * Where the lobby's parts go, computed from the canvas size: side by side on a wide canvas
 * (form left; open tables, box lid and the footer's settings right), stacked on a tall one (a
 * phone held upright: form, open tables, box lid, settings). Inside the open tables: the heading
 * row with the page buttons, the rows of one page, and joining by code at the bottom.
 */

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface LobbyLayout {
  /** The layout unit (see unitOf) and the outer margin. */
  u: number;
  m: number;
  portrait: boolean;
  titleSize: number;
  /** The subtitle goes under the title when the title row has no room for it. */
  subtitleBelow: boolean;
  /** The form's row height before it is fitted into its panel. */
  rh: number;
  form: Rect;
  list: Rect;
  box: Rect;
  /** The footer's buttons, left to right. */
  footer: Rect[];
  /** Inside the open tables' panel. */
  rooms: RoomListLayout;
}

/** Design height of the footer's buttons, and most width of one. */
const FOOTER_H = 40;
const FOOTER_BUTTON_W = 220;

/** The open tables' panel inside (device pixels): where its heading, rows and code row go. */
export interface RoomListLayout {
  pad: number;
  /** Middle of the heading row: the title, the ‹ › buttons with the page between them, the live dot. */
  headY: number;
  /** Side of the square ‹ › buttons. */
  pager: number;
  /** Top of the first row, a row's height and the gap between rows. */
  rowsY: number;
  rowH: number;
  rowGap: number;
  /** Rows on a page: as many as fit above the code row, at least one. */
  perPage: number;
  /** Top of the join-by-code row, and its height. */
  codeY: number;
  codeH: number;
}

/**
 * The open tables laid out in `r` with unit `u` and row height `rh`; `finger` is the least side
 * of a button pressed by touch (0 with a mouse), which the page buttons keep.
 */
export function roomListLayout(r: Rect, u: number, rh: number, finger: number): RoomListLayout {
  const pad = 16 * u;
  const pager = Math.max(rh * 0.8, finger);
  // The heading sits at the panel's padding, lowered when the page buttons need more room above.
  const headY = r.y + Math.max(pad + rh * 0.3, pad * 0.4 + pager / 2);
  const rowsY = Math.max(r.y + pad + rh * 0.9, headY + pager / 2 + 6 * u);
  const rowH = rh * 1.45;
  const rowGap = 6 * u;
  const codeH = rh * 1.1;
  const codeY = r.y + r.h - pad * 0.6 - codeH;
  const perPage = Math.max(1, Math.floor((codeY - rowsY + rowGap) / (rowH + rowGap)));
  return { pad, headY, pager, rowsY, rowH, rowGap, perPage, codeY, codeH };
}

/** The height an open-tables panel needs to show `rows` rows a page (a pixel spare against rounding). */
function roomListHeight(rows: number, u: number, rh: number, finger: number): number {
  const l = roomListLayout({ x: 0, y: 0, w: 0, h: 0 }, u, rh, finger);
  return Math.ceil(l.rowsY + rows * (l.rowH + l.rowGap) - l.rowGap + l.pad * 0.6 + l.codeH + 1);
}

/**
 * Lays the lobby out on a W×H canvas (device pixels) with layout unit `u`; `finger` as in
 * roomListLayout.
 */
export function lobbyLayout(W: number, H: number, u: number, finger = 0): LobbyLayout {
  const portrait = isUpright({ W, H });
  const m = Math.round((portrait ? 16 : 22) * u);
  const titleSize = Math.round(Math.min(46 * u, H * 0.07, W * 0.1));
  const subtitleBelow = portrait;
  const top = m + titleSize * (subtitleBelow ? 1.7 : 1) + 14 * u;
  const footerH = FOOTER_H * u;
  const bottom = H - m - footerH - m * 0.5;
  const gap = 10 * u;
  /** Three footer buttons across `w` from `x`. */
  const footerRow = (x: number, w: number) => {
    const bw = Math.min(FOOTER_BUTTON_W * u, (w - 2 * gap) / 3);
    return [0, 1, 2].map((i) => ({ x: x + w - (3 - i) * bw - (2 - i) * gap, y: H - m - footerH, w: bw, h: footerH * 0.9 }));
  };
  if (!portrait) {
    // The form runs the full height on the left (it is the longest part); the footer sits under
    // the right column.
    const leftW = Math.round((W - 3 * m) * 0.53);
    const rightX = m * 2 + leftW;
    const rightW = W - rightX - m;
    const listH = Math.round((bottom - top) * 0.57);
    const list = { x: rightX, y: top, w: rightW, h: listH };
    const rh = Math.round(Math.min(46 * u, (H - m - top) / 13.4));
    return {
      u,
      m,
      portrait,
      titleSize,
      subtitleBelow,
      rh,
      form: { x: m, y: top, w: leftW, h: H - m - top },
      list,
      box: { x: rightX, y: top + listH + m * 0.5, w: rightW, h: bottom - top - listH - m * 0.5 },
      footer: footerRow(rightX, rightW),
      rooms: roomListLayout(list, u, rh, finger),
    };
  }
  // Upright: the form takes what the open tables (a heading, two rows a page, the code) and the
  // box lid leave; rows are as tall as a 22-row column allows.
  const rh = Math.round(Math.min(46 * u, (bottom - top) / 22));
  const w = W - 2 * m;
  const listH = roomListHeight(2, u, rh, finger);
  const boxH = Math.round(rh * 4.6);
  const gapY = m * 0.6;
  const formH = bottom - top - listH - boxH - 2 * gapY;
  const list = { x: m, y: top + formH + gapY, w, h: listH };
  return {
    u,
    m,
    portrait,
    titleSize,
    subtitleBelow,
    rh,
    form: { x: m, y: top, w, h: formH },
    list,
    box: { x: m, y: top + formH + listH + 2 * gapY, w, h: boxH },
    footer: footerRow(m, w),
    rooms: roomListLayout(list, u, rh, finger),
  };
}
