/**
 * Colours, fonts and the size unit every layout is computed from. The canvas is sized in device
 * pixels (see main.ts), so sizes here scale with the canvas and with devicePixelRatio.
 */

export const FONT = '"Trebuchet MS", "Segoe UI", "Liberation Sans", "DejaVu Sans", sans-serif';
export const SERIF = 'Georgia, "DejaVu Serif", "Liberation Serif", serif';

export const COLORS = {
  felt: 0x0f4a35,
  feltDark: 0x072619,
  panel: 0x0b2219,
  panelLine: 0x2f6d52,
  gold: 0xf2c94c,
  goldText: '#f6dd8a',
  text: '#f4f1e6',
  dim: '#9fc7b4',
  muted: '#6f9a86',
  legal: 0xffd54a,
  picked: 0x4fc3f7,
  danger: 0xe35d5b,
  ok: 0x6fcf7f,
  ink: '#10231b',
} as const;

/** One colour per seat (up to 8 for Poker+), as numbers and CSS strings. */
export const SEAT_COLORS = [0xf2c94c, 0x56b4e9, 0xef6f6c, 0x7bd389, 0xb39ddb, 0xf39c4a, 0xf48fb1, 0x4dd0c8];
export const seatColor = (seat: number) => SEAT_COLORS[seat % SEAT_COLORS.length];
export const seatCss = (seat: number) => `#${seatColor(seat).toString(16).padStart(6, '0')}`;

/** The corner symbol of each Trash Poker starting deck ("distinguishable by corner symbols"). */
export const DECK_SYMBOLS = ['●', '▲', '■', '◆', '★', '✚', '⬟', '⬢'];

/** Device pixels per CSS pixel of the canvas (see main.ts). */
export function dpr(): number {
  return (window as unknown as { __dpr?: number }).__dpr ?? 1;
}

/**
 * Whether the main pointer is a finger: a phone or tablet has no keyboard to press a key hint's
 * key on, and the hint only takes room from the label.
 */
export function fingerPointer(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}

/**
 * The size unit of a layout: 1 at a 1280×800 CSS-pixel window, scaled with the canvas, never so
 * small that text falls under a readable size on a phone.
 */
export function unitOf(width: number, height: number): number {
  const d = dpr();
  const byCanvas = Math.min(width / 1280, height / 760);
  return Math.max(byCanvas, 0.62 * d);
}

/** A font size in device pixels for a design size in CSS pixels at the reference window. */
export function fontPx(unit: number, size: number, minCss = 10): number {
  return Math.round(Math.max(size * unit, minCss * dpr()));
}

/** The smallest font size (device pixels) for text of `css` CSS pixels, at this pixel density. */
export function minFont(css: number): number {
  return Math.round(css * dpr());
}

/** The least side of a button pressed by a finger, in device pixels (Apple's 44 pt, as CSS pixels). */
export function fingerPx(): number {
  return 44 * dpr();
}

/** A phone-sized window (landscape phones are short): the table trades its side log for room. */
export function isCompact(height: number): boolean {
  return height / dpr() < 520;
}

/**
 * The least side of a button on a W×H canvas (device pixels): a finger on a phone, held upright or
 * sideways (a short screen); 0 on a roomy screen, where a mouse points and the buttons keep the
 * size their layout gives them.
 */
export function pressPx(W: number, H: number): number {
  return isUpright({ W, H }) || isCompact(H) ? fingerPx() : 0;
}

export function textStyle(unit: number, size: number, extra: Partial<Phaser.Types.GameObjects.Text.TextStyle> = {}): Phaser.Types.GameObjects.Text.TextStyle {
  return { fontFamily: FONT, fontSize: `${fontPx(unit, size)}px`, color: COLORS.text, ...extra };
}

export const css = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

/**
 * Whether a screen is upright (taller than wide: a phone held upright). The tables then stack
 * what they set side by side on a wide screen (a banner's buttons go under its words, the centre's
 * parts onto two rows, every button a finger high); the lobby, the rules, the coach and the replay
 * bar stack their parts too.
 */
export function isUpright(s: { W: number; H: number }): boolean {
  return s.H > s.W;
}
