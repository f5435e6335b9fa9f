/**
 * The target key of each legal action: the name of the thing on the table a player touches to
 * play it (`card:<id>`, `area:<area>`, `spot:N`, `btn:*`). The tables register their targets under
 * these keys, the tutorial's coach points at them and the browser tests click them, so all of them
 * read the keys from here.
 */
import type { PokerPlusAction } from '../engine/poker-plus/types';
import type { TrashAction } from '../engine/trash/types';
import type { TrashPokerAction } from '../engine/trash-poker/types';
import type { ModeId } from '../engine/types';

const yesNo = (use: boolean) => (use ? 'yes' : 'no');

/** Trash Poker: an action on a card is the card itself, an upgrade its area, everything else a banner button. */
export function trashPokerTarget(a: TrashPokerAction): string {
  if ('card' in a) return `card:${a.card}`;
  switch (a.type) {
    case 'upgrade':
      return `area:${a.area}`;
    case 'raid':
      return `btn:raid:${a.target}`;
    case 'take-top':
      return 'btn:take-top';
    case 'place':
      return `btn:place:${a.to}`;
    case 'effect':
      return `btn:effect:${yesNo(a.use)}`;
    case 'shuffle':
      return `btn:shuffle:${yesNo(a.use)}`;
    case 'confirm':
      return 'btn:confirm';
  }
}

/**
 * Poker+: a card to play, discard or pick is first the card (where it goes is a second touch,
 * on a hand or the discard button, once the card is chosen); the rest are banner buttons.
 */
export function pokerPlusTarget(a: PokerPlusAction): string {
  if ('card' in a) return `card:${a.card}`;
  switch (a.type) {
    case 'split':
      return `btn:split:${a.hand}`;
    case 'merge':
      return `btn:merge:${a.hands.join('-')}`;
    case 'confirm':
      return 'btn:confirm';
    case 'cancel':
      return 'btn:cancel';
    case 'pass':
      return 'btn:pass';
  }
}

/** Trash: the held card goes to a spot of the layout; drawing and discarding are banner buttons. */
export function trashTarget(a: TrashAction): string {
  switch (a.type) {
    case 'draw':
      return 'btn:draw';
    case 'take-discard':
      return 'btn:take-discard';
    case 'discard':
      return 'btn:discard';
    case 'place':
      return `spot:${a.spot}`;
  }
}

const TARGETS: Record<ModeId, (a: never) => string> = { 'trash-poker': trashPokerTarget, 'poker-plus': pokerPlusTarget, trash: trashTarget };

/**
 * The target key that carries `action` (a legal action of `mode`'s view) on `mode`'s table; null
 * for a type the mode does not have.
 */
export function targetKeyOf(mode: ModeId, action: { type: string }): string | null {
  return (TARGETS[mode] as (a: { type: string }) => string | undefined)(action) ?? null;
}
