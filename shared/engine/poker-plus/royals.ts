/**
 * Royals: discarding an A, J, Q, K or joker grants one action, described here as data
 * ("Discard any one of your cards. If you discard a royal, take its action.").
 */
import { card } from './cards';
import type { DiceRequirement } from './dice';
import type { CardId, Royal, Source } from './types';

/** A play a step allows: where the card comes from, whose playfield it may enter, what the dice demand. */
export interface PlayPermission {
  from: readonly Source[];
  playfield: 'own' | 'any';
  dice: DiceRequirement;
  /**
   * The card is picked before its destination is named. With every playfield open, listing each
   * card with each destination would run past a hundred actions at a full table.
   */
  pickFirst: boolean;
}

/** What may be done in one step of a turn. `reshape` is the Ace's split/merge. */
export interface StepPermissions {
  play: PlayPermission | null;
  discard: boolean;
  reshape: boolean;
  pass: boolean;
}

export interface RoyalPower extends StepPermissions {
  name: string;
  /** The rule text's line for it. */
  text: string;
}

const ROYAL_BY_NUMBER: Readonly<Record<number, Royal>> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K', 14: 'X' };

/** Every royal may be declined (`pass`); the discard itself stands. */
export const ROYAL_POWERS: Readonly<Record<Royal, RoyalPower>> = {
  A: {
    name: 'Ace',
    text: 'Split in two, or merge two of, any of the hands in your playfield.',
    play: null,
    discard: false,
    reshape: true,
    pass: true,
  },
  J: {
    name: 'Jack',
    text: 'Play a card from the reserve into a hand on your playfield; played card must match a die value.',
    play: { from: ['reserve'], playfield: 'own', dice: 'die-number', pickFirst: false },
    discard: false,
    reshape: false,
    pass: true,
  },
  Q: {
    name: 'Queen',
    text: 'Play a card from the reserve into a hand on your playfield; dice values don’t apply.',
    play: { from: ['reserve'], playfield: 'own', dice: 'none', pickFirst: false },
    discard: false,
    reshape: false,
    pass: true,
  },
  K: {
    name: 'King',
    text: 'Play a card from your hand into a hand on your playfield; dice values don’t apply.',
    play: { from: ['hand'], playfield: 'own', dice: 'none', pickFirst: false },
    discard: false,
    reshape: false,
    pass: true,
  },
  X: {
    name: 'Joker',
    text: 'Play any card, either from your hand or the reserve, into any playfield; dice values don’t apply.',
    play: { from: ['hand', 'reserve'], playfield: 'any', dice: 'none', pickFirst: true },
    discard: false,
    reshape: false,
    pass: true,
  },
};

/** The royal a card is, or null for 2-10. */
export function royalOf(id: CardId): Royal | null {
  return ROYAL_BY_NUMBER[card(id).number] ?? null;
}

/** Ace: the listed cards leave hand `index` and form a new hand right after it. */
export function splitHand(playfield: CardId[][], index: number, cards: readonly CardId[]): void {
  const moving = new Set(cards);
  const kept = playfield[index].filter((id) => !moving.has(id));
  const split = playfield[index].filter((id) => moving.has(id));
  playfield.splice(index, 1, kept, split);
}

/** Ace: two hands become one at the lower index, the lower one's cards first. */
export function mergeHands(playfield: CardId[][], a: number, b: number): number {
  const [low, high] = a < b ? [a, b] : [b, a];
  playfield[low] = [...playfield[low], ...playfield[high]];
  playfield.splice(high, 1);
  return low;
}
