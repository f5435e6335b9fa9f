/**
 * The two d14 and what they allow. A face is a card number (1 = A ... 13 = K, 14 = joker); a card
 * matches a die of its colour by parity ("chirality"), exactly by number, or (for a Jack) by number alone.
 */
import { nextInt, type RngState } from '../rng';
import { card } from './cards';
import type { GameEvent } from '../types';
import type { CardId, Colour, Dice, PokerPlusState } from './types';

export const DIE_FACES = 14;

/** What each die face stands for, index = face - 1. */
export const DIE_FACE_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'Joker'] as const;

/**
 * How a played card must relate to the dice.
 * `colour-parity`: its colour's die has the same parity as the card's number (the normal play).
 * `die-number`: its number equals either die, any colour (a Jack's play).
 * `none`: dice do not apply (Queen, King, Joker).
 */
export type DiceRequirement = 'colour-parity' | 'die-number' | 'none';

export function rollDice(rng: RngState): Dice {
  return { black: nextInt(rng, DIE_FACES) + 1, red: nextInt(rng, DIE_FACES) + 1 };
}

export function dieOf(dice: Dice, colour: Colour): number {
  return colour === 'black' ? dice.black : dice.red;
}

export function isEven(n: number): boolean {
  return n % 2 === 0;
}

/** The card's colour matches a die and so does its parity. */
export function matchesColourParity(dice: Dice, id: CardId): boolean {
  const c = card(id);
  return isEven(c.number) === isEven(dieOf(dice, c.colour));
}

/** The card matches the colour and number of a die: it may be followed by a second card. */
export function isExactMatch(dice: Dice, id: CardId): boolean {
  const c = card(id);
  return c.number === dieOf(dice, c.colour);
}

/** The card's number shows on either die, whatever its colour. */
export function matchesDieNumber(dice: Dice, id: CardId): boolean {
  const n = card(id).number;
  return n === dice.black || n === dice.red;
}

export function meetsRequirement(requirement: DiceRequirement, dice: Dice, id: CardId): boolean {
  switch (requirement) {
    case 'colour-parity':
      return matchesColourParity(dice, id);
    case 'die-number':
      return matchesDieNumber(dice, id);
    case 'none':
      return true;
  }
}

/** A turn begins by rolling ("Roll the dice; Play cards; Draw back your hand"): `seat` is up, dice rolled. */
export function startTurn(state: PokerPlusState, seat: number, events: GameEvent[]): void {
  state.turn = seat;
  state.step = 'act';
  state.royal = null;
  state.selection = null;
  state.dice = rollDice(state.rng);
  state.turns += 1;
  events.push({ kind: 'dice-rolled', seat, black: state.dice.black, red: state.dice.red });
}
