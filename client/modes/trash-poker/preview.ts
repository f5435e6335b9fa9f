/**
 * The hand preview while choosing cards: what the cards picked so far make, the best 5 of the
 * hand (which cards, as the engine finds them), the moves that select exactly those, and the
 * hand's order on screen (as dealt, by rank or by suit). Pure functions of the view.
 */
import { cardInfo } from '../../../shared/engine/trash-poker/cards';
import { bestFive, evaluateHand } from '../../../shared/engine/trash-poker/hand';
import { evalOptionsFor } from '../../../shared/engine/trash-poker/play';
import type { TrashPokerAction } from '../../../shared/engine/trash-poker/types';
import type { TrashPokerView } from '../../../shared/engine/trash-poker/view';
import { HAND_NAMES, rpSentence } from './text';

/** The preview line and the cards of the hand's best 5 (empty when the step is no choice of cards). */
export interface HandPreview {
  text: string;
  best: string[];
}

const CHOOSING = new Set(['select', 'redraw', 'threes']);

/** The banner's preview for the viewer's hand. */
export function handPreview(v: TrashPokerView): HandPreview {
  const me = v.seat === null ? null : v.seats[v.seat];
  if (!me?.hand || !CHOOSING.has(me.step)) return { text: '', best: [] };
  const up = me.upgrades;
  const best = bestFive(me.hand.map(cardInfo), up);
  const bestIds = best.indices.map((i) => me.hand![i]);
  const picked = me.picked ?? [];
  if (me.step === 'select' && picked.length > 0) {
    const ev = evaluateHand(picked.map(cardInfo), up, evalOptionsFor(me.trash, picked));
    if (picked.length === 5) return { text: `→ ${rpSentence(ev)}`, best: bestIds };
    return { text: `So far ${HAND_NAMES[ev.rank]} · pick ${5 - picked.length} more`, best: bestIds };
  }
  return { text: `Best 5 now: ${rpSentence(best.evaluation)}`, best: bestIds };
}

/**
 * The picks and unpicks that make the viewer's selection exactly the best 5, taken from the
 * view's legal moves; empty when the selection is already that, or when it is not the select step.
 */
export function selectBestActions(v: TrashPokerView): TrashPokerAction[] {
  const me = v.seat === null ? null : v.seats[v.seat];
  if (me?.step !== 'select') return [];
  const best = new Set(handPreview(v).best);
  const picked = new Set(me.picked ?? []);
  const unpicks = v.legal.filter((a) => a.type === 'unpick' && !best.has(a.card));
  const picks = v.legal.filter((a) => a.type === 'pick' && best.has(a.card) && !picked.has(a.card));
  return [...unpicks, ...picks];
}

/** The orders the player may sort their hand in. */
export const HAND_SORTS = ['dealt', 'rank', 'suit'] as const;
export type HandSort = (typeof HAND_SORTS)[number];
export const HAND_SORT_LABEL: Record<HandSort, string> = { dealt: 'As dealt', rank: 'By rank', suit: 'By suit' };

const RANK_ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUIT_ORDER = ['S', 'H', 'D', 'C'];

/** The hand in the order chosen; jokers (several ranks or none) after the plain cards. */
export function sortHand(hand: readonly string[], by: HandSort): string[] {
  if (by === 'dealt') return hand.slice();
  const rank = (id: string) => {
    const c = cardInfo(id);
    return c.joker ? 100 + c.joker.number : RANK_ORDER.indexOf(c.ranks[0]);
  };
  const suit = (id: string) => {
    const c = cardInfo(id);
    return c.joker || c.suits.length === 0 ? 10 : SUIT_ORDER.indexOf(c.suits[0]);
  };
  const key = by === 'rank' ? (id: string) => rank(id) * 10 + suit(id) : (id: string) => suit(id) * 1000 + rank(id);
  return hand.slice().sort((a, b) => key(a) - key(b) || hand.indexOf(a) - hand.indexOf(b));
}
