/**
 * What the table's shell shows, whatever the mode, as pure functions of the room's seat list:
 * the waiting room before the start, the table menu, the top bar's figures, who is offered a
 * bot's seat and where that offer fits on a seat's header line. The objects in client/objects/
 * draw exactly this; tests read it without a browser.
 */
import type { TablePhase } from '../../shared/protocol/messages';
import { isUpright } from '../ui/theme';
import type { Rect } from './layout';

/** Where the shell puts things on a canvas of W x H (unit u; `compact`: a short screen, a phone sideways). */
export interface ShellLayout {
  barH: number;
  /** The height of the top bar's buttons. */
  barButtonH: number;
  /** The mode's table. */
  main: Rect;
  /** The game log beside the table, when the screen is wide enough; else it is a drawer. */
  logBeside: Rect | null;
  /** The log drawer, over the table's right side. */
  drawer: Rect;
}

/**
 * On a phone held sideways the top bar's buttons are 32 CSS px high for a finger of 44: the height
 * of Apple's own bars on a short screen. A finger-high bar would take an eighth of the height from
 * the table; the buttons a player presses on every turn (the banner's, the hand's) get a finger.
 */
const SHORT_BAR_FINGER = 32 / 44;

/**
 * The shell's places. `finger` is the least side of a button (device pixels; 0 where a mouse
 * points): upright the top bar's buttons are that high, sideways on a short screen 32/44 of it.
 */
export function shellLayout(W: number, H: number, u: number, compact: boolean, finger = 0): ShellLayout {
  const m = Math.round(8 * u);
  const upright = isUpright({ W, H });
  const least = upright ? finger : compact ? finger * SHORT_BAR_FINGER : 0;
  // The buttons are 78% of the bar's height, and at least `least`, which a short bar fits tighter.
  const barH = Math.round(Math.max(34 * u, H * 0.052, upright ? least / 0.78 : least / 0.88));
  const barButtonH = Math.max(barH * 0.78, least);
  const logW = W / H > 1.45 && !compact ? Math.round(Math.min(W * 0.2, 330 * u)) : 0;
  const main = { x: m, y: barH + m, w: W - logW - 2 * m - (logW ? m : 0), h: H - barH - 2 * m };
  // Upright, half the width would leave the log a column of a few words: it takes the width.
  const drawerW = upright ? W - 16 * u : Math.min(W * 0.5, 420 * u);
  return {
    barH,
    barButtonH,
    main,
    logBeside: logW ? { x: W - logW - m, y: barH + m, w: logW, h: H - barH - 2 * m } : null,
    drawer: { x: W - drawerW - 8 * u, y: main.y, w: drawerW, h: main.h * 0.75 },
  };
}

/** What the shell needs of a seat (the room's public seat list). */
export interface ShellSeat {
  name: string;
  taken: boolean;
  bot: boolean;
}

export interface WaitingRow {
  seat: number;
  label: string;
  taken: boolean;
  /** The host may remove this seat's bot. */
  removable: boolean;
}

export interface WaitingPicture {
  title: string;
  code: string;
  rows: WaitingRow[];
  /** The viewer hosts the table: they add bots and start it. */
  host: boolean;
  /** What everyone else is told instead of the host's buttons. */
  note: string | null;
}

/** The waiting room: the table code, each seat (open, a bot, a person, you, the host), and what the viewer may do. */
export function waitingPicture(modeName: string, code: string, seats: readonly ShellSeat[], hostSeat: number, me: number | null): WaitingPicture {
  const host = me !== null && me === hostSeat;
  return {
    title: `${modeName} · waiting for players`,
    code,
    rows: seats.map((s, seat) => ({
      seat,
      label: s.taken ? `${s.name}${seat === me ? ' (you)' : ''}${seat === hostSeat && !s.bot ? ' · host' : ''}` : 'Open seat',
      taken: s.taken,
      removable: host && s.bot,
    })),
    host,
    note: host ? null : 'The host starts the game, or it starts when every seat is taken.',
  };
}

export type MenuAction = 'speed' | 'four-colour' | 'sound' | 'leave-seat' | 'leave' | 'rules';

export interface MenuItem {
  /** Its row in the menu (a row stays empty when an entry does not apply, so the others keep their places). */
  row: number;
  label: string;
  key: string;
  action: MenuAction;
  danger: boolean;
}

/** Rows of the table menu. */
export const MENU_ROWS = 6;
export const MENU_HELP = 'Keys: 1–9 pick a card · Enter confirm\nEsc cancel / close · mouse wheel scrolls the log';

/** The table menu's entries: display settings, watching instead of playing (while seated in a game), leaving, the rules. */
export function menuItems(o: { speedLabel: string; fourColour: boolean; muted: boolean; seat: number | null; phase: TablePhase | null }): MenuItem[] {
  const item = (row: number, label: string, action: MenuAction, danger = false): MenuItem => ({ row, label, key: `menu:${action}`, action, danger });
  return [
    item(0, `Animation: ${o.speedLabel}`, 'speed'),
    item(1, `Four-colour suits: ${o.fourColour ? 'On' : 'Off'}`, 'four-colour'),
    item(2, `Sound: ${o.muted ? 'Off' : 'On'}`, 'sound'),
    ...(o.seat !== null && o.phase === 'playing' ? [item(3, 'Watch instead (a bot plays my seat)', 'leave-seat')] : []),
    item(4, 'Leave the table', 'leave', true),
    item(5, 'Rules', 'rules'),
  ];
}

/** Leaving asks first only where it costs something: a seat in a running game (a bot takes it). */
export function asksBeforeLeaving(phase: TablePhase | null, spectating: boolean): boolean {
  return phase === 'playing' && !spectating;
}

/** The seats a spectator may take: every bot's, while the game runs. */
export function offeredSeats(seats: readonly ShellSeat[], phase: TablePhase | null, spectating: boolean): number[] {
  if (!spectating || phase !== 'playing') return [];
  return seats.flatMap((s, seat) => (s.bot ? [seat] : []));
}

/** Where the seat chooser's parts go: its panel, its title's middle, a button per seat and "Keep watching". */
export interface ChooserLayout {
  panel: Rect;
  title: { x: number; y: number; size: number };
  seats: Rect[];
  cancel: Rect;
}

/**
 * The chooser a spectator opens when the banner had no room for a button per bot's seat: a panel
 * in the middle of a W×H screen with the seats' buttons in one column, or two when one would not
 * fit the height, each at least `finger` high.
 */
export function chooserLayout(n: number, W: number, H: number, u: number, finger: number): ChooserLayout {
  const pad = 16 * u;
  const gap = 8 * u;
  const bh = Math.max(finger, 48 * u);
  const size = Math.max(Math.round(20 * u), Math.round(finger * 0.4));
  const titleH = size * 1.6;
  const rowsFit = Math.max(1, Math.floor((H * 0.92 - 2 * pad - titleH - (bh + gap)) / (bh + gap)));
  const cols = n > rowsFit ? 2 : 1;
  const rows = Math.ceil(n / cols);
  const w = Math.min(W * 0.92, (cols === 1 ? 420 : 720) * u);
  const h = 2 * pad + titleH + (rows + 1) * (bh + gap);
  const panel = { x: (W - w) / 2, y: Math.max(0, (H - h) / 2), w, h };
  const bw = (w - 2 * pad - (cols - 1) * gap) / cols;
  const top = panel.y + pad + titleH + gap;
  const seats = Array.from({ length: n }, (_, i) => ({
    x: panel.x + pad + (i % cols) * (bw + gap),
    y: top + Math.floor(i / cols) * (bh + gap),
    w: bw,
    h: bh,
  }));
  return {
    panel,
    title: { x: panel.x + w / 2, y: panel.y + pad + titleH / 2, size },
    seats,
    cancel: { x: panel.x + pad, y: top + rows * (bh + gap), w: w - 2 * pad, h: bh },
  };
}

export function watchingLabel(spectators: number): string {
  return `${spectators} watching`;
}

/** The widths of a seat header line's parts (canvas pixels), left to right. */
export interface HeaderParts {
  /** Where the facts start (after the name). */
  metaX: number;
  metaW: number;
  /** Room the turn timer takes after the facts. */
  timerW: number;
  /** Room a win-odds badge wants before the figure (0: none shown). */
  badgeW: number;
  /** Where the figure on the right begins. */
  rightX: number;
  gap: number;
  /** The smallest scale the facts may shrink to (default MIN_META_SCALE); below it they give way. */
  minScale?: number;
}

export interface HeaderSlots {
  /** The facts' scale (they shrink before anything is covered; 0 hides them). */
  metaScale: number;
  timerX: number;
  /** Where the odds badge starts, just before the figure; null when the line has no room for it. */
  badgeX: number | null;
}

/** The smallest scale the facts shrink to; below it they give way. */
const MIN_META_SCALE = 0.5;

/**
 * Lays out a seat header line so that nothing overlaps: the facts shrink (down to half) to leave
 * room for the turn timer and the odds badge before the figure on the right; on a panel too
 * narrow even for that (a phone held upright) they give way, and the badge goes only where the
 * line has room for it beside the name.
 */
export function headerSlots(p: HeaderParts): HeaderSlots {
  const end = p.rightX - p.gap;
  const badge = p.badgeW > 0 && p.metaX + p.timerW + p.badgeW <= end ? p.badgeW + p.gap : 0;
  const room = end - badge - p.metaX - p.timerW;
  let metaScale = p.metaW > room ? Math.max(p.minScale ?? MIN_META_SCALE, room / Math.max(1, p.metaW)) : 1;
  if (p.metaW * metaScale > room + 0.5) metaScale = 0;
  return { metaScale, timerX: p.metaX + p.metaW * metaScale + p.gap, badgeX: badge ? end - p.badgeW : null };
}
