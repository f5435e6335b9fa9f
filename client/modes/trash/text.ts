/**
 * The Trash table's words, as pure functions of the view: the top bar, the banner's title and
 * sentence, the banner's buttons and the log line for each event.
 */
import type { TrashAction, TrashView } from '../../../shared/engine/trash/types';
import type { GameEvent } from '../../../shared/engine/types';
import { trashTarget } from '../../../shared/protocol/targets';
import type { LogLine } from '../../objects/GameLog';
import type { ButtonSpec } from '../layout';
import { type Naming, nameOf, plainName, verb } from '../naming';
import { count } from '../../ui/words';

/** The rank each layout spot wants, spot 1 first. */
export const SPOT_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

/** A card's name ("10♥"), or "a card". */
export function cardName(id: string | null | undefined): string {
  if (!id) return 'a card';
  const m = /^(A|[2-9]|10|J|Q|K)([SHDC])/.exec(id);
  return m ? `${m[1]}${{ S: '♠', H: '♥', D: '♦', C: '♣' }[m[2] as 'S']}` : id;
}

const topOf = (v: TrashView) => v.discard[v.discard.length - 1];
const can = (v: TrashView, type: TrashAction['type']) => v.legal.some((a) => a.type === type);

export function roundLabel(v: TrashView | null, n: Naming): string {
  if (!v) return '';
  if (v.step === 'over') return 'Game over';
  return `Hand ${v.hand} · ${v.turn === null ? '' : `${nameOf(n, v.turn)} ${verb(n, v.turn, 'are', 'is')} playing`}`;
}

export function bannerTitle(v: TrashView, n: Naming): string {
  if (v.step === 'over') return 'Game over';
  return `Hand ${v.hand} · ${v.turn === null ? '' : v.turn === n.me ? 'your turn' : `${plainName(n, v.turn)}’s turn`}`;
}

export function bannerText(v: TrashView, n: Naming): string {
  if (v.step === 'over')
    return v.winner === null ? 'The game is over.' : `${nameOf(n, v.winner)} ${verb(n, v.winner, 'have', 'has')} filled the layout and won the game!`;
  if (v.seat === null || v.legal.length === 0) return `Waiting for ${v.turn === null ? 'the next hand' : nameOf(n, v.turn)}…`;
  if (v.step === 'start') {
    if (can(v, 'take-discard') && !can(v, 'draw')) return `The ${cardName(topOf(v))} on the discard pile fits your layout: take it.`;
    if (can(v, 'take-discard')) return 'Draw from the stock, or take the discard (it could replace a jack).';
    return 'Draw a card from the stock.';
  }
  const held = cardName(v.held?.card);
  if (can(v, 'place')) {
    if (v.held?.card.startsWith('J')) return `Jacks are wild: tap any highlighted spot for your ${held}.`;
    return `Tap the highlighted spot to place your ${held}${can(v, 'discard') ? ', or discard it' : ''}.`;
  }
  return `Your ${held} fits nowhere: discard it to end your turn.`;
}

/** The banner's buttons: drawing, taking the discard, discarding; Enter presses the likeliest. */
export function controls(v: TrashView): ButtonSpec<TrashAction>[] {
  const specs: ButtonSpec<TrashAction>[] = [];
  for (const a of v.legal) {
    if (a.type === 'draw') specs.push({ key: trashTarget(a), label: 'Draw from the stock', action: a, primary: !can(v, 'take-discard') });
    if (a.type === 'take-discard') specs.push({ key: trashTarget(a), label: `Take the ${cardName(topOf(v))}`, action: a, primary: true });
    if (a.type === 'discard') specs.push({ key: trashTarget(a), label: `Discard the ${cardName(v.held?.card)}`, action: a, primary: !can(v, 'place') });
  }
  // Right to left: the primary button sits at the banner's right end.
  return specs.sort((a, b) => Number(b.primary) - Number(a.primary));
}

/** The log line for an event, or null for one the log leaves out. */
export function narrate(e: GameEvent, n: Naming, seatColour: (seat: number) => string): LogLine | null {
  const who = (s: unknown) => (typeof s === 'number' ? nameOf(n, s) : 'Someone');
  const color = typeof e.seat === 'number' ? seatColour(e.seat) : undefined;
  const seat = e.seat as number;
  switch (e.kind) {
    case 'game-started':
      return { text: 'The game begins.', header: true };
    case 'dealt':
      return { text: `Hand ${e.hand}: ${nameOf(n, e.dealer as number)} dealt.`, header: true };
    case 'drawn': {
      const took = e.from === 'discard';
      return { text: `${who(seat)} ${took ? 'took' : 'drew'} ${cardName(e.card as string)}${took ? ' from the discard pile' : ''}.`, color };
    }
    case 'placed':
      return { text: `${who(seat)} placed ${cardName(e.card as string)} on ${SPOT_NAMES[(e.spot as number) - 1]}.`, color };
    case 'flipped':
      return { text: `…and turned up ${cardName(e.card as string)}.`, color };
    case 'jack-displaced':
      return { text: '…which freed the jack.', color };
    case 'discarded':
      return { text: `${who(seat)} discarded ${cardName(e.card as string)}.`, color };
    case 'stock-reshuffled':
      return { text: 'The discard pile was shuffled into a new stock.' };
    case 'hand-won':
      return { text: `${who(seat)} ${verb(n, seat, 'win', 'wins')} hand ${e.hand}${e.reason === 'stuck' ? ' (nobody could move)' : ''}!`, header: true };
    case 'hand-void':
      // A stuck hand never wins the game for a one-card layout (docs/rules/trash.md): it is dealt again.
      return { text: `Nobody could move: hand ${e.hand} counts for no one and is dealt again.`, header: true };
    case 'layout-shrunk':
      return { text: `${who(seat)} ${verb(n, seat, 'play', 'plays')} with ${count(Number(e.size), 'card')} from now on.`, color };
    case 'game-won':
      return { text: `${who(seat)} ${verb(n, seat, 'win', 'wins')} the game!`, header: true };
    default:
      return null;
  }
}
