/**
 * The Poker+ table's words, as pure functions of the view: the top bar's round, the banner's title
 * and sentence, and the log line for each event.
 */
import { faceLabel } from '../../../shared/engine/poker-plus/cards';
import { DIE_FACE_NAMES } from '../../../shared/engine/poker-plus/dice';
import { ROYAL_POWERS } from '../../../shared/engine/poker-plus/royals';
import type { PokerPlusAction, PokerPlusView } from '../../../shared/engine/poker-plus/types';
import type { GameEvent } from '../../../shared/engine/types';
import type { LogLine } from '../../objects/GameLog';
import { type Naming, nameOf, verb } from '../naming';

/** The card the player has chosen to play (kept by the table until its destination is tapped). */
export interface Selection {
  from: 'hand' | 'reserve';
  card: string;
}

type Play = Extract<PokerPlusAction, { type: 'play' }>;

/** A card's name ("7♥"), or "a card" for anything that is not one. */
export function cardName(id: unknown): string {
  try {
    return typeof id === 'string' ? faceLabel(id) : 'a card';
  } catch {
    return 'a card';
  }
}

export function roundLabel(v: PokerPlusView | null, n: Naming): string {
  if (!v) return '';
  return v.over ? 'Final scores' : `Round ${v.round} of ${v.rounds} · ${nameOf(n, v.turn)} ${verb(n, v.turn, 'are', 'is')} playing`;
}

export function bannerTitle(v: PokerPlusView): string {
  if (v.over) return 'Game over';
  if (v.step === 'royal' && v.royal) return `${ROYAL_POWERS[v.royal].name}’s action`;
  if (v.step === 'bonus') return 'Exact match!';
  return `Round ${v.round} · dice: black ${DIE_FACE_NAMES[v.dice.black - 1]}, red ${DIE_FACE_NAMES[v.dice.red - 1]}`;
}

/** What the player may do now, in one sentence; `targets` are the chosen card's legal plays. */
export function bannerText(v: PokerPlusView, n: Naming, selection: Selection | null, targets: readonly Play[], canDiscard: boolean): string {
  if (v.over) return 'The game is over.';
  if (v.seat === null || v.legal.length === 0) return `Waiting for ${nameOf(n, v.turn)}…`;
  if (v.step === 'royal' && v.royal) {
    if (v.royal === 'A') {
      if (v.selection?.kind === 'split') return `Tap the cards that leave hand ${v.selection.hand + 1}, then confirm the split.`;
      return 'Split one of your hands in two, or merge two of them, or pass.';
    }
    if (v.royal === 'X' && !selection) return 'Joker: pick any card from your hand or the reserve; it may go into any playfield. Or pass.';
    return `${ROYAL_POWERS[v.royal].text} Or pass.`;
  }
  if (selection) {
    const label = cardName(selection.card);
    if (targets.length && canDiscard) return `${label}: tap a highlighted hand to play it, or the discard pile.`;
    if (targets.length) return `${label}: tap a highlighted hand to play it into.`;
    if (canDiscard) return `${label} cannot be played with these dice: discard it?`;
  }
  if (v.step === 'bonus') {
    // Offered whatever the hidden hand holds (so declining tells nobody anything): one button ends
    // it, named rather than a key, since a phone has no Esc.
    if (!v.legal.some((a) => a.type === 'play')) return 'No card fits for a second play: tap No second card to go on.';
    return 'Your card matched a die exactly: play a second card (parity rule), or tap No second card.';
  }
  return 'Pick a card from your hand or the reserve (odd/even like the die of its colour), or a card to discard.';
}

/** The log line for an event, or null for one the log leaves out. */
export function narrate(e: GameEvent, n: Naming, seatColour: (seat: number) => string): LogLine | null {
  const who = (s: unknown) => (typeof s === 'number' ? nameOf(n, s) : 'Someone');
  const color = typeof e.seat === 'number' ? seatColour(e.seat) : undefined;
  switch (e.kind) {
    case 'game-started':
      return { text: 'The game begins.', header: true };
    case 'round-started':
      return { text: `Round ${e.round} · ${nameOf(n, e.lead as number)} ${verb(n, e.lead as number, 'lead', 'leads')}`, header: true };
    case 'dice-rolled':
      return { text: `${who(e.seat)} rolled black ${DIE_FACE_NAMES[(e.black as number) - 1]}, red ${DIE_FACE_NAMES[(e.red as number) - 1]}.`, color };
    case 'card-played': {
      const into = e.playfield === e.seat ? '' : `${nameOf(n, e.playfield as number)}’s `;
      const hand = e.hand === 'new' ? 'a new hand' : `hand ${(e.hand as number) + 1}`;
      return { text: `${who(e.seat)} played ${cardName(e.card)} from ${e.from === 'hand' ? 'hand' : 'the reserve'} into ${into}${hand}.`, color };
    }
    case 'card-discarded':
      return { text: `${who(e.seat)} discarded ${cardName(e.card)}.`, color };
    case 'royal-action':
      return e.action === 'none'
        ? { text: `${who(e.seat)}’s ${e.name} had nothing to do.`, color }
        : { text: `${who(e.seat)} used the ${e.name}’s action.`, color };
    case 'hands-split':
      return { text: `${who(e.seat)} split a hand.`, color };
    case 'hands-merged':
      return { text: `${who(e.seat)} merged two hands.`, color };
    case 'passed':
      return { text: `${who(e.seat)} passed.`, color };
    case 'round-scored': {
      const pts = (e.points as number[]).map((p, s) => `${nameOf(n, s)} ${p}`).join(', ');
      return { text: `Round ${e.round} scored: ${pts}.`, header: true };
    }
    case 'game-over': {
      const w = (e.winners as number[]) ?? [];
      if (!w.length) return { text: 'Game over.', header: true };
      return { text: `Game over: ${w.map((s) => nameOf(n, s)).join(' and ')} ${w.length === 1 && w[0] !== n.me ? 'wins' : 'win'}!`, header: true };
    }
    default:
      return null;
  }
}
