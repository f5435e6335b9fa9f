/**
 * Every joker card as data: printed symbols and effects ("Card Overview"). The rulebook gives
 * the effects but not the printed symbols; the symbols here are inferred from the effect texts
 * and each inference is explained in docs/rules/trash-poker.md ("Jokers: printed symbols").
 *
 * Double cards (two ranks) print their suit once per rank, like the "A A" double card with two
 * spades in the rulebook's flush example; a joker has one suit kind ("Anatomy of a Joker Card").
 *
 * Unlockable jokers (ids `u01`..`u13`) are added to `JOKERS` by listing them in
 * `UNLOCKABLE_JOKERS`; rules never refer to a joker id, only to its data.
 */
import type { CollectEffect, FinalEffect, PlayEffect, Rank, Suit } from './types.js';

export interface JokerDef {
  id: string;
  /** Number in the rulebook's card overview. */
  number: number;
  set: 'starting' | 'unlockable';
  ranks: Rank[];
  suits: Suit[];
  /** ★ any rank (and any suit when `anySuit` too), named when played. */
  anyRank?: boolean;
  /** ★ any suit, named when played. */
  anySuit?: boolean;
  /** Sticker effects; a collect sticker replaces the effects of the card's ranks. */
  collect?: CollectEffect[];
  play?: PlayEffect[];
  final?: FinalEffect[];
  /** The rulebook's text for this card. */
  text: string;
}

const trashSix: CollectEffect[] = [{ do: 'trash', max: 6 }];
const upgradeTwice: CollectEffect[] = [{ do: 'upgrade', max: 2, min: 0 }];

/** The 17 starting jokers, numbered as in "Card Overview: Starting Jokers". */
export const STARTING_JOKERS: readonly JokerDef[] = [
  {
    id: 'j01', number: 1, set: 'starting', ranks: [], suits: [], anyRank: true, anySuit: true,
    final: [{ do: 'chips', where: 'deck', chips: 10 }],
    text: '10 chips at the end of the game, if in your deck.',
  },
  {
    id: 'j02', number: 2, set: 'starting', ranks: ['J', 'Q'], suits: ['H', 'H'], collect: trashSix,
    text: '"Collect": trash up to 6 cards.',
  },
  {
    id: 'j03', number: 3, set: 'starting', ranks: ['Q', 'K'], suits: ['D', 'D'], collect: trashSix,
    text: '"Collect": trash up to 6 cards.',
  },
  {
    id: 'j04', number: 4, set: 'starting', ranks: ['J', 'K'], suits: ['C', 'C'], collect: trashSix,
    text: '"Collect": trash up to 6 cards.',
  },
  {
    id: 'j05', number: 5, set: 'starting', ranks: ['8', '9'], suits: ['S', 'S'], collect: upgradeTwice,
    text: '"Collect": upgrade up to 2 times.',
  },
  {
    id: 'j06', number: 6, set: 'starting', ranks: ['9', '10'], suits: ['H', 'H'], collect: upgradeTwice,
    text: '"Collect": upgrade up to 2 times.',
  },
  {
    id: 'j07', number: 7, set: 'starting', ranks: ['3', '3'], suits: ['D', 'D'],
    text: 'No effect, but counts double for "3"-fold drawing.',
  },
  {
    id: 'j08', number: 8, set: 'starting', ranks: ['4', '4'], suits: ['C', 'C'],
    text: 'No effect, but can form pairs with 2 "5"s.',
  },
  {
    id: 'j09', number: 9, set: 'starting', ranks: ['5', '5'], suits: ['S', 'S'],
    text: 'No effect, but can form pairs with 2 "4"s.',
  },
  {
    id: 'j10', number: 10, set: 'starting', ranks: ['8', '10'], suits: ['D', 'D'], collect: upgradeTwice,
    text: '"Collect": upgrade up to 2 times.',
  },
  {
    id: 'j11', number: 11, set: 'starting', ranks: ['7', '7'], suits: ['C', 'C'],
    collect: [{ do: 'raid', times: 2 }, { do: 'activate-shuffle' }],
    text: '"Collect": reveal the top card of a foreign pile twice and trash/discard it. You may choose the same or different piles both times. Also activate your "shuffle" tile.',
  },
  {
    id: 'j12', number: 12, set: 'starting', ranks: ['6', '6'], suits: ['H', 'H'],
    text: 'No effect, but counts twice for the "6" majority scoring.',
  },
  {
    id: 'j13', number: 13, set: 'starting', ranks: ['2'], suits: [], anySuit: true,
    final: [{ do: 'chips-per-foreign-face-card', where: 'trash', chips: 2 }],
    text: '2 chips per foreign face card in your Trash at the end of the game, if in your Trash.',
  },
  {
    id: 'j14', number: 14, set: 'starting', ranks: [], suits: [], anyRank: true, anySuit: true,
    final: [{ do: 'chips-per-trash-cards', where: 'trash', per: 3, chips: 1 }],
    text: '1 chip per 3 cards in your Trash (including this card) at the end of the game, if in your Trash.',
  },
  {
    id: 'j15', number: 15, set: 'starting', ranks: ['3', '4'], suits: ['S', 'S'],
    text: 'Counts for "3"-fold drawing and can be paired with 1 "5".',
  },
  {
    id: 'j16', number: 16, set: 'starting', ranks: ['10', '10'], suits: ['H', 'H'], collect: upgradeTwice,
    text: '"Collect": upgrade up to 2 times.',
  },
  {
    id: 'j17', number: 17, set: 'starting', ranks: ['5', '6'], suits: ['D', 'D'],
    text: '5 chips at the end of the game if paired with a "4", if in your Trash. Also counts for the "6" majority scoring.',
  },
];

/**
 * The 13 unlockable jokers ("Card Overview: Unlockable Jokers"), ids `u01`..`u13`. Not yet
 * entered: their effects need the lasting / on-play hooks (see docs/rules/trash-poker.md).
 */
export const UNLOCKABLE_JOKERS: readonly JokerDef[] = [];

/** The Final Joker is a rules card for round 8, never collected or played. */
export const FINAL_JOKER = {
  id: 'jF',
  text:
    'Last round: everyone may shuffle their deck before drawing; 1st place receives 5 bonus chips; ' +
    'you may trash the card taken from the pot directly and decide whether to carry out its "collect" effect.',
} as const;

/** Every joker by id. */
export const JOKERS: Readonly<Record<string, JokerDef>> = Object.fromEntries(
  [...STARTING_JOKERS, ...UNLOCKABLE_JOKERS].map((j) => [j.id, j]),
);

/** Ids of the 17 starting jokers: the default joker pool. */
export const STARTING_JOKER_IDS: readonly string[] = STARTING_JOKERS.map((j) => j.id);
