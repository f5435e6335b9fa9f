/**
 * Where the lobby's parts go, computed from the canvas size: side by side on a wide canvas
 * (form left; open tables, box lid and the footer's settings right), stacked on a tall one (a
 * phone held upright: form, open tables, box lid, settings).
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
}

/** Design height of the footer's buttons, and most width of one. */
const FOOTER_H = 40;
const FOOTER_BUTTON_W = 220;

/** Lays the lobby out on a W×H canvas (device pixels) with layout unit `u`. */
export function lobbyLayout(W: number, H: number, u: number): LobbyLayout {
  const portrait = H > W;
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
    return {
      u,
      m,
      portrait,
      titleSize,
      subtitleBelow,
      rh: Math.round(Math.min(46 * u, (H - m - top) / 13.4)),
      form: { x: m, y: top, w: leftW, h: H - m - top },
      list: { x: rightX, y: top, w: rightW, h: listH },
      box: { x: rightX, y: top + listH + m * 0.5, w: rightW, h: bottom - top - listH - m * 0.5 },
      footer: footerRow(rightX, rightW),
    };
  }
  // Upright: the form takes what the open tables (a heading, two rows, the code) and the box
  // lid leave; rows are as tall as a 22-row column allows.
  const rh = Math.round(Math.min(46 * u, (bottom - top) / 22));
  const w = W - 2 * m;
  const listH = Math.round(rh * 5.6);
  const boxH = Math.round(rh * 4.6);
  const gapY = m * 0.6;
  const formH = bottom - top - listH - boxH - 2 * gapY;
  return {
    u,
    m,
    portrait,
    titleSize,
    subtitleBelow,
    rh,
    form: { x: m, y: top, w, h: formH },
    list: { x: m, y: top + formH + gapY, w, h: listH },
    box: { x: m, y: top + formH + listH + 2 * gapY, w, h: boxH },
    footer: footerRow(m, w),
  };
}
