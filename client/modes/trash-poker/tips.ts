/**
 * What a tap or a hover on a seat's piles and shuffle tile tells: a draw pile's count, the cards
 * of a discard pile or a Trash (in rank order) with what they mean, and the tile's two sides.
 */
import type { TrashPokerView } from '../../../shared/engine/trash-poker/view';
import { sortTrash } from './picture';
import { count } from '../../ui/words';

/** A window over a pile: its title, a line under it and its cards. */
export interface PileWindow {
  title: string;
  sub: string;
  cards: string[];
}

/** A seat's discard pile or Trash as its window shows it; `whose` is "Your" or "Ann’s". */
export function pileWindow(v: TrashPokerView, seat: number, pile: 'discard' | 'trash', whose: string): PileWindow {
  const s = v.seats[seat];
  const cards = pile === 'discard' ? s.discard : sortTrash(s.trash);
  const hidden = s.hiddenDiscards ? ` ${s.hiddenDiscards} card(s) discarded this round stay hidden until the cards are played.` : '';
  return {
    title: `${whose} ${pile === 'discard' ? 'discard pile' : 'Trash'} · ${count(cards.length, 'card')}`,
    sub:
      pile === 'discard'
        ? `Public: everyone may look at it.${hidden}`
        : 'Trashed cards are out of the deck for good; some score at the end (2s, 4+5 pairs, 6s, jokers).',
    cards,
  };
}

/** The shuffle tile's tooltip. */
export function tileTip(active: boolean): { title: string; body: string } {
  return {
    title: `Shuffle tile · ${active ? 'active' : 'gray side up'}`,
    body: active
      ? 'When cleaning up you may shuffle your draw and discard piles together.'
      : 'Turned to its coloured side by 1st place (and 2nd with 4 players) or by collecting a 7.',
  };
}
