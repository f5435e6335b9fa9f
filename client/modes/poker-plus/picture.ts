/**
 * The Poker+ table as a picture of the view (and of the card the player has chosen): every card
 * with its place and highlight, the hands' tap zones and words, the seats' header facts, the
 * banner and its buttons. The scene draws exactly this; tests read it without a browser.
 */
import type { PokerPlusAction, PokerPlusView } from '../../../shared/engine/poker-plus/types';
import { pokerPlusTarget } from '../../../shared/protocol/targets';
import {
  type BannerPicture,
  type ButtonSpec,
  bannerPicture,
  type CardPic,
  type Note,
  offersOf,
  type Rect,
  type Screen,
  type SeatFacts,
  type SeatInfo,
} from '../layout';
import { type Naming, plainName, presenceWord } from '../naming';
import { describeHand, type HandWords } from './hands';
import { type PokerPlusLayout, pokerPlusLayout } from './layout';
import { bannerText, bannerTitle, cardName, type Selection } from './text';
import { count } from '../../ui/words';

type Play = Extract<PokerPlusAction, { type: 'play' }>;

/** A hand of a playfield, or the slot for a new one, as a tap target. */
export interface HandZone {
  key: string;
  seat: number;
  hand: number | 'new';
  rect: Rect;
  legal: boolean;
  /** The dashed "+ new hand" slot. */
  empty: boolean;
}

export interface HandLabel {
  seat: number;
  hand: number;
  rect: Rect;
  words: HandWords;
  /** How many of the words' lines fit under the hand. */
  lines: 1 | 2;
}

export interface PokerPlusPicture {
  layout: PokerPlusLayout;
  cards: Map<string, CardPic>;
  zones: HandZone[];
  labels: HandLabel[];
  seats: Map<number, SeatFacts>;
  notes: Note[];
  banner: BannerPicture;
  buttons: ButtonSpec<PokerPlusAction>[];
  /** The chosen card may go onto the discard pile. */
  discardLegal: boolean;
  /** Cards in the order the number keys pick them. */
  pickOrder: string[];
}

/** The chosen card's legal plays. */
export function targetsOf(v: PokerPlusView, selection: Selection | null): Play[] {
  return selection ? v.legal.filter((a): a is Play => a.type === 'play' && a.card === selection.card) : [];
}

/** The selection that still holds for this view: the Joker's card comes from the server; a card no longer legal is dropped. */
export function currentSelection(v: PokerPlusView, selection: Selection | null): Selection | null {
  if (v.selection?.kind === 'joker' && v.selection.card) return { from: v.selection.from, card: v.selection.card };
  if (selection && !v.legal.some((a) => 'card' in a && a.card === selection.card)) return null;
  return selection;
}

function controls(v: PokerPlusView, selection: Selection | null, targets: readonly Play[], canDiscard: boolean): ButtonSpec<PokerPlusAction>[] {
  const specs: ButtonSpec<PokerPlusAction>[] = [];
  if (canDiscard && selection)
    specs.push({ key: 'btn:discard', label: `Discard ${cardName(selection.card)}`, primary: false, action: { type: 'discard', card: selection.card } });
  if (selection && targets.length === 1) {
    const t = targets[0];
    specs.push({ key: 'btn:play', label: t.hand === 'new' ? 'Start a new hand' : `Play into hand ${t.hand + 1}`, primary: true, action: t });
  }
  // A royal's many choices (every pair of hands to merge, every hand to split) get short labels, so that all fit.
  const many = v.legal.filter((a) => a.type === 'merge' || a.type === 'split').length > 2;
  for (const a of v.legal) {
    if (a.type === 'merge')
      specs.push({
        key: pokerPlusTarget(a),
        label: many ? `Merge ${a.hands[0] + 1}+${a.hands[1] + 1}` : `Merge hands ${a.hands[0] + 1} + ${a.hands[1] + 1}`,
        primary: false,
        action: a,
      });
    if (a.type === 'split')
      specs.push({ key: pokerPlusTarget(a), label: many ? `Split ${a.hand + 1}` : `Split hand ${a.hand + 1}`, primary: false, action: a });
    if (a.type === 'confirm') {
      const n = v.selection?.kind === 'split' ? v.selection.cards.length : 0;
      specs.push({ key: pokerPlusTarget(a), label: `Split off ${count(n, 'card')}`, primary: true, action: a });
    }
    if (a.type === 'cancel') specs.push({ key: pokerPlusTarget(a), label: 'Back', primary: false, style: 'ghost', action: a });
  }
  const pass = v.legal.find((a) => a.type === 'pass');
  if (pass) {
    // The exact match's second card is always asked: declining it is the obvious default.
    const primary = !specs.some((s) => s.primary) && !(v.step === 'bonus' && selection);
    specs.push({ key: pokerPlusTarget(pass), label: v.step === 'bonus' ? 'No second card' : 'Pass', primary, action: pass });
  }
  // Laid out right to left: the last of them (pass, or the play) sits at the banner's right end.
  // Every legal move keeps its button: dropping the fifth on (as this once did) left Pass unreachable.
  return specs.reverse();
}

export function pokerPlusPicture(
  v: PokerPlusView,
  chosen: Selection | null,
  screen: Screen,
  naming: Naming,
  info: readonly (SeatInfo | undefined)[],
  offered: readonly number[] = [],
): PokerPlusPicture {
  const layout = pokerPlusLayout(v, screen);
  const selection = currentSelection(v, chosen);
  const targets = targetsOf(v, selection);
  const canDiscard = selection !== null && v.legal.some((a) => a.type === 'discard' && a.card === selection.card);
  const sources = new Set(v.legal.flatMap((a) => ('card' in a ? [a.card] : [])));
  const cards = new Map<string, CardPic>();
  const zones: HandZone[] = [];
  const labels: HandLabel[] = [];
  const seats = new Map<number, SeatFacts>();
  const notes: PokerPlusPicture['notes'] = [];
  const split = v.selection?.kind === 'split' ? v.selection : null;
  const pickable = new Set(v.legal.flatMap((a) => (a.type === 'pick' || a.type === 'unpick' ? [a.card] : [])));
  for (const [seat, field] of layout.fields) {
    const s = v.seats[seat];
    const who = info[seat];
    const bits = [presenceWord(plainName(naming, seat), who)].filter(Boolean);
    if (seat === v.lead) bits.push('lead');
    if (s.out) bits.push('OUT');
    bits.push(`${s.handCount} in hand`, `${s.drawCount} in deck`);
    seats.set(seat, { bits, right: `${s.total} pts`, acting: v.turn === seat && !v.over });
    const legalHands = new Set(targets.filter((a) => a.playfield === seat).map((a) => String(a.hand)));
    s.playfield.forEach((hand, hi) => {
      const slot = field.hands[hi];
      hand.forEach((id, ci) => {
        const picked = seat === v.seat && split?.hand === hi && split.cards.includes(id);
        const c = slot.cards[ci];
        cards.set(id, {
          ...c,
          faceUp: true,
          real: true,
          depth: 100 + ci,
          state: picked ? 'picked' : pickable.has(id) ? 'legal' : 'plain',
          y: c.y - (picked ? c.h * 0.12 : 0),
        });
      });
      labels.push({ seat, hand: hi, rect: slot.label, words: describeHand(hand), lines: field.labelLines });
      zones.push({ key: `hand:${seat}:${hi}`, seat, hand: hi, rect: slot.zone, legal: legalHands.has(String(hi)), empty: false });
    });
    if (field.newHand) zones.push({ key: `hand:${seat}:new`, seat, hand: 'new', rect: field.newHand, legal: legalHands.has('new'), empty: true });
    if (s.playfield.length === 0 && !legalHands.has('new')) notes.push({ ...field.note, text: 'No hands yet', centred: false });
  }
  v.reserve.forEach((id, i) => {
    const state = selection?.card === id ? 'picked' : sources.has(id) ? 'legal' : 'plain';
    cards.set(id, { ...layout.reserve[i], faceUp: true, real: true, state, depth: 20 + i });
  });
  // Your hand, or a spectator's view of seat 0's hand as backs.
  const hand = v.hand ?? Array.from({ length: v.seats[layout.home].handCount }, (_, i) => `back:hand:${i}`);
  const pickOrder: string[] = [];
  hand.forEach((id, i) => {
    const real = v.hand !== null;
    const state = selection?.card === id ? 'picked' : real && sources.has(id) ? 'legal' : 'plain';
    const c = layout.hand[i];
    cards.set(id, { ...c, y: c.y - (state === 'picked' ? c.h * 0.1 : 0), faceUp: real, real, state, depth: 300 + i });
    if (real) pickOrder.push(id);
  });
  pickOrder.push(...v.reserve);
  if (hand.length === 0 && v.seat !== null) {
    const hr = layout.bands.hand;
    notes.push({ x: hr.x + hr.w / 2, y: hr.y + hr.h / 2, text: 'No cards in hand: your turns are skipped this round.', centred: true });
  }
  const buttons = controls(v, selection, targets, canDiscard);
  const myTurn = v.seat !== null && v.legal.length > 0;
  return {
    layout,
    cards,
    zones,
    labels,
    seats,
    notes,
    banner: bannerPicture(
      bannerTitle(v),
      bannerText(v, naming, selection, targets, canDiscard),
      myTurn,
      layout.bands.banner,
      screen,
      buttons,
      offersOf(offered, (seat) => plainName(naming, seat)),
    ),
    buttons,
    discardLegal: canDiscard,
    pickOrder,
  };
}
