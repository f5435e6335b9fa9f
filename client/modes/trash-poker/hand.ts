/**
 * The hand band of the Trash Poker table as a picture: your played cards (face down to the others)
 * with their caption, your hand in the order you sorted it, the gold bars under the cards of its
 * best 5, the hand's own buttons (sort, select best 5), and what an empty hand means. A spectator
 * sees the bottom seat's cards as backs. Pure: the scene draws what this returns.
 */
import { CARD_RATIO } from '../../art/cards';
import type { TrashPokerView } from '../../../shared/engine/trash-poker/view';
import { isUpright } from '../../ui/theme';
import type { CardPlace, Rect } from '../layout';
import { type Controls, cardState } from './controls';
import type { Label, TrashPokerCard, TrashPokerLayout } from './layout';
import { HAND_SORT_LABEL, type HandSort, handPreview, selectBestActions, sortHand } from './preview';

export type HandButtonKey = 'hand:sort' | 'hand:best5';

export interface HandPicture {
  cards: Map<string, TrashPokerCard>;
  /** Where the home seat's played cards are, in order (a reveal turns them over there). */
  played: CardPlace[];
  caption: Label | null;
  /** What an empty hand means, centred in the band. */
  hint: Label | null;
  /** The gold bars under the best 5. */
  marks: Rect[];
  buttons: { key: HandButtonKey; label: string; rect: Rect }[];
  /** The hand cards a number key picks, in order. */
  order: string[];
}

/**
 * The caption over the played cards: it says what is drawn, so it changes when a reveal turns
 * them face up (issue 11.5: a spectator saw "face down" over cards already face up).
 */
export function playedCaption(spectator: boolean, revealed: boolean): string {
  if (revealed) return 'Played (revealed)';
  return spectator ? 'Played (face down)' : 'Played (face down to the others)';
}

/** What an empty hand means now, or '' when nothing needs saying. */
function emptyHint(v: TrashPokerView, whose: string): string {
  if (v.phase === 'over' || v.phase === 'unlock') return '';
  if (v.phase === 'draw') return 'Drawing…';
  const next = v.roundsLeft > 0 ? '7 new cards come next round.' : 'That was the last hand of the game.';
  return `${whose}: the cards kept are the bet in the pot. ${next}`;
}

/** The hand band for the home seat; `sort` is the viewer's chosen order, `names` a seat's plain name. */
export function handPicture(v: TrashPokerView, L: TrashPokerLayout, controls: Controls, sort: HandSort, names: (seat: number) => string): HandPicture {
  const { u, minFont } = L.screen;
  const r = L.bands.hand;
  const home = L.home;
  const s = v.seats[home];
  const h = L.handCardH;
  const cw = h * CARD_RATIO;
  const out: HandPicture = { cards: new Map(), played: [], caption: null, hint: null, marks: [], buttons: [], order: [] };
  const played = s.played ?? Array.from({ length: s.playedCount }, (_, i) => `back:${home}:played:${i}`);
  const hand = s.hand ? sortHand(s.hand, sort) : Array.from({ length: s.handCount }, (_, i) => `back:${home}:hand:${i}`);
  const picked = new Set(s.picked ?? []);
  let left = r.x + 10 * u;
  if (played.length) {
    const pstep = Math.min(cw * 0.55, (r.w * 0.3) / played.length);
    const ph = h * 0.8;
    played.forEach((id, i) => {
      const real = !id.startsWith('back:');
      const place = { x: left + ph * CARD_RATIO * 0.5 + i * pstep, y: r.y + r.h * 0.55, h: ph };
      out.played.push(place);
      out.cards.set(id, { ...place, faceUp: real, real, state: 'plain', depth: 200 + i, alpha: 0.85 });
    });
    out.caption = { text: playedCaption(v.seat === null, false), x: left, y: r.y + 2 * u, size: Math.max(minFont, Math.round(12 * u)) };
    left += ph * CARD_RATIO + (played.length - 1) * pstep + 24 * u;
  }
  // Room on the right for the hand's buttons (sort, select best 5): on a phone each a finger high,
  // one under the other while the band is tall enough (upright), else side by side (sideways).
  const labels: { key: HandButtonKey; label: string }[] = [];
  if (s.hand?.length && v.seat !== null) labels.push({ key: 'hand:sort', label: `Sort: ${HAND_SORT_LABEL[sort]}` });
  if (selectBestActions(v).length) labels.push({ key: 'hand:best5', label: 'Select best 5' });
  const upright = isUpright(L.screen);
  const bw = (upright ? 112 : 120) * u;
  const finger = L.screen.finger ?? 0;
  const bh = finger ? Math.max(finger, 26 * u) : Math.min(26 * u, r.h * 0.2);
  const column = labels.length * (bh + 4 * u) <= r.h;
  const buttonsW = labels.length === 0 ? 0 : column ? bw : labels.length * (bw + 4 * u) - 4 * u;
  const avail = r.x + r.w - left - 10 * u - (s.hand?.length ? buttonsW + 8 * u : 0);
  const n = hand.length;
  if (n === 0 && played.length === 0 && v.phase !== 'choose-joker' && v.phase !== 'draft') {
    const text = emptyHint(v, v.seat === null ? `${names(home)}’s hand is empty` : 'Your hand is empty');
    if (text) {
      // On two lines where the band holds them (a phone held upright), rather than shrunk on one.
      const size = Math.max(minFont, Math.round(14 * u));
      const maxW = r.w - 20 * u;
      out.hint = { text, x: r.x + r.w / 2, y: r.y + r.h / 2, size, maxW, ...(r.h >= size * 2.6 ? { wrap: maxW } : {}) };
    }
  }
  const step = n > 1 ? Math.min(cw + 8 * u, (avail - cw) / (n - 1)) : 0;
  const x0 = left + Math.max(0, (avail - cw - step * Math.max(0, n - 1)) / 2) + cw / 2;
  hand.forEach((id, i) => {
    const real = !id.startsWith('back:');
    const state = real ? cardState(controls, picked, id) : 'plain';
    out.cards.set(id, {
      x: x0 + i * step,
      y: r.y + r.h / 2 + (state === 'picked' ? -h * 0.14 : 0) + 2 * u,
      h,
      faceUp: real,
      real,
      state,
      depth: 300 + i,
      visibleW: i < n - 1 ? Math.min(cw, step) : cw,
    });
    if (state !== 'plain') out.order.push(id);
  });
  for (const id of handPreview(v).best) {
    const c = out.cards.get(id);
    if (c) out.marks.push({ x: c.x - cw / 2 + 3 * u, y: Math.min(r.y + r.h - 5 * u, c.y + h / 2 + 2 * u), w: (c.visibleW ?? cw) * 0.8, h: 4 * u });
  }
  out.buttons = labels.map((b, i) => ({
    ...b,
    rect: column
      ? { x: r.x + r.w - bw - 4 * u, y: r.y + 2 * u + i * (bh + 4 * u), w: bw, h: bh }
      : { x: r.x + r.w - buttonsW - 4 * u + i * (bw + 4 * u), y: r.y + 2 * u, w: bw, h: bh },
  }));
  return out;
}
