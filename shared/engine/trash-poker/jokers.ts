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
import type { CollectEffect, FinalEffect, LastingEffect, PlayEffect, Rank, Suit } from './types.js';

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
  /** Lasting effects, active while the card is in its owner's Trash. */
  lasting?: LastingEffect[];
  final?: FinalEffect[];
  /** A name for the card (unlockable jokers). */
  name?: string;
  /** The rulebook's text for this card (for unlockables without one: the designed effect). */
  text: string;
}

const trashSix: CollectEffect[] = [{ do: 'trash', max: 6 }];
const upgradeTwice: CollectEffect[] = [{ do: 'upgrade', max: 2, min: 0 }];

/** The 17 starting jokers, numbered as in "Card Overview: Starting Jokers". */
export const STARTING_JOKERS: readonly JokerDef[] = [
  {
    id: 'j01',
    number: 1,
    set: 'starting',
    ranks: [],
    suits: [],
    anyRank: true,
    anySuit: true,
    final: [{ do: 'chips', where: 'deck', chips: 10 }],
    text: '10 chips at the end of the game, if in your deck.',
  },
  {
    id: 'j02',
    number: 2,
    set: 'starting',
    ranks: ['J', 'Q'],
    suits: ['H', 'H'],
    collect: trashSix,
    text: '"Collect": trash up to 6 cards.',
  },
  {
    id: 'j03',
    number: 3,
    set: 'starting',
    ranks: ['Q', 'K'],
    suits: ['D', 'D'],
    collect: trashSix,
    text: '"Collect": trash up to 6 cards.',
  },
  {
    id: 'j04',
    number: 4,
    set: 'starting',
    ranks: ['J', 'K'],
    suits: ['C', 'C'],
    collect: trashSix,
    text: '"Collect": trash up to 6 cards.',
  },
  {
    id: 'j05',
    number: 5,
    set: 'starting',
    ranks: ['8', '9'],
    suits: ['S', 'S'],
    collect: upgradeTwice,
    text: '"Collect": upgrade up to 2 times.',
  },
  {
    id: 'j06',
    number: 6,
    set: 'starting',
    ranks: ['9', '10'],
    suits: ['H', 'H'],
    collect: upgradeTwice,
    text: '"Collect": upgrade up to 2 times.',
  },
  {
    id: 'j07',
    number: 7,
    set: 'starting',
    ranks: ['3', '3'],
    suits: ['D', 'D'],
    text: 'No effect, but counts double for "3"-fold drawing.',
  },
  {
    id: 'j08',
    number: 8,
    set: 'starting',
    ranks: ['4', '4'],
    suits: ['C', 'C'],
    text: 'No effect, but can form pairs with 2 "5"s.',
  },
  {
    id: 'j09',
    number: 9,
    set: 'starting',
    ranks: ['5', '5'],
    suits: ['S', 'S'],
    text: 'No effect, but can form pairs with 2 "4"s.',
  },
  {
    id: 'j10',
    number: 10,
    set: 'starting',
    ranks: ['8', '10'],
    suits: ['D', 'D'],
    collect: upgradeTwice,
    text: '"Collect": upgrade up to 2 times.',
  },
  {
    id: 'j11',
    number: 11,
    set: 'starting',
    ranks: ['7', '7'],
    suits: ['C', 'C'],
    collect: [{ do: 'raid', times: 2 }, { do: 'activate-shuffle' }],
    text: '"Collect": reveal the top card of a foreign pile twice and trash/discard it. You may choose the same or different piles both times. Also activate your "shuffle" tile.',
  },
  {
    id: 'j12',
    number: 12,
    set: 'starting',
    ranks: ['6', '6'],
    suits: ['H', 'H'],
    text: 'No effect, but counts twice for the "6" majority scoring.',
  },
  {
    id: 'j13',
    number: 13,
    set: 'starting',
    ranks: ['2'],
    suits: [],
    anySuit: true,
    final: [{ do: 'chips-per-foreign-face-card', where: 'trash', chips: 2 }],
    text: '2 chips per foreign face card in your Trash at the end of the game, if in your Trash.',
  },
  {
    id: 'j14',
    number: 14,
    set: 'starting',
    ranks: [],
    suits: [],
    anyRank: true,
    anySuit: true,
    final: [{ do: 'chips-per-trash-cards', where: 'trash', per: 3, chips: 1 }],
    text: '1 chip per 3 cards in your Trash (including this card) at the end of the game, if in your Trash.',
  },
  {
    id: 'j15',
    number: 15,
    set: 'starting',
    ranks: ['3', '4'],
    suits: ['S', 'S'],
    text: 'Counts for "3"-fold drawing and can be paired with 1 "5".',
  },
  {
    id: 'j16',
    number: 16,
    set: 'starting',
    ranks: ['10', '10'],
    suits: ['H', 'H'],
    collect: upgradeTwice,
    text: '"Collect": upgrade up to 2 times.',
  },
  {
    id: 'j17',
    number: 17,
    set: 'starting',
    ranks: ['5', '6'],
    suits: ['D', 'D'],
    text: '5 chips at the end of the game if paired with a "4", if in your Trash. Also counts for the "6" majority scoring.',
  },
];

/**
 * The 13 unlockable jokers ("Card Overview: Unlockable Jokers"), ids `u01`..`u13`. Jokers 1, 2,
 * 5, 6 and 13 have no text in the rulebook, and no joker's symbols are given: the designs are
 * explained in docs/rules/trash-poker.md ("Unlockable jokers"). Jokers without a collect
 * sticker show only ranks without collect effects (2-6, A), so that no rank promises an effect
 * the card does not have.
 */
export const UNLOCKABLE_JOKERS: readonly JokerDef[] = [
  {
    id: 'u01',
    number: 1,
    set: 'unlockable',
    name: 'Double Ace',
    ranks: ['A', 'A'],
    suits: ['S', 'S'],
    play: [{ do: 'chips', amount: 2 }],
    text: 'When played: get 2 chips.',
  },
  {
    id: 'u02',
    number: 2,
    set: 'unlockable',
    name: 'Double Deuce',
    ranks: ['2', '2'],
    suits: ['D', 'D'],
    final: [
      { do: 'chips-per-foreign-face-rank', where: 'trash', chips: 1 },
      { do: 'chips-per-foreign-face-rank', where: 'trash', chips: 1 },
    ],
    text: 'Counts as two "2"s in your Trash: 1 chip per foreign face rank in your Trash, twice.',
  },
  {
    id: 'u03',
    number: 3,
    set: 'unlockable',
    name: 'Ace Magnet',
    ranks: ['A'],
    suits: ['H'],
    lasting: [{ do: 'on-collect', rank: 'A', effects: [{ do: 'upgrade', max: 1, min: 0 }, { do: 'activate-shuffle' }] }],
    text: 'While in your Trash: When you collect an "A", you may upgrade and activate your shuffle tile.',
  },
  {
    id: 'u04',
    number: 4,
    set: 'unlockable',
    name: 'Grave Robber',
    ranks: [],
    suits: [],
    anyRank: true,
    anySuit: true,
    lasting: [{ do: 'retrieve-on-score', hand: 'five-of-a-kind' }],
    text: 'While in your Trash: When you score a Five of a Kind, you may place 1 card from any Trash into your discard pile.',
  },
  {
    id: 'u05',
    number: 5,
    set: 'unlockable',
    name: 'Two-Pair Trophy',
    ranks: ['3', '6'],
    suits: ['C', 'C'],
    lasting: [{ do: 'hand-bonus', hand: 'two-pair', rp: 3 }],
    text: 'While in your Trash: +3 RP when the hand rank you score is exactly Two Pair.',
  },
  {
    id: 'u06',
    number: 6,
    set: 'unlockable',
    name: 'King Maker',
    ranks: ['K'],
    suits: ['S'],
    collect: [{ do: 'trash', max: 3 }],
    lasting: [{ do: 'rank-in-hand-bonus', rank: 'K', rp: 2 }],
    text: '"Collect": trash up to 3 cards. While in your Trash: +2 RP when a "K" is part of your scored hand rank.',
  },
  {
    id: 'u07',
    number: 7,
    set: 'unlockable',
    name: "Queen's Ledger",
    ranks: ['Q'],
    suits: ['D'],
    collect: [{ do: 'trash', max: 3 }],
    final: [{ do: 'chips-per-rank-in-deck', where: 'deck-or-trash', rank: 'Q', chips: 1 }],
    text: '"Collect": trash up to 3 cards. At the end of the game, in your Trash/deck: Get 1 chip per "Q" in your deck.',
  },
  {
    id: 'u08',
    number: 8,
    set: 'unlockable',
    name: 'Four-Five',
    ranks: ['4', '5'],
    suits: ['C', 'C'],
    text: 'This card is always worth 5 chips in the Trash, since it contains both a "4" and a "5".',
  },
  {
    id: 'u09',
    number: 9,
    set: 'unlockable',
    name: 'Pair Counter',
    ranks: ['4', '5'],
    suits: ['H', 'H'],
    play: [{ do: 'rp-per-trash-pair45', amount: 1 }],
    text: 'When played: Increase your RP by +1 per pair of "4" and "5" in your Trash. Always worth 5 chips in the Trash.',
  },
  {
    id: 'u10',
    number: 10,
    set: 'unlockable',
    name: 'Flat Rate',
    ranks: ['4', '5'],
    suits: ['S', 'S'],
    lasting: [{ do: 'upgrades-as-flat-rp' }],
    text: 'While in your Trash: your hand rank upgrades, counted together, increase the RP of EVERY hand by that number; they lose their normal effect. Always worth 5 chips in the Trash.',
  },
  {
    id: 'u11',
    number: 11,
    set: 'unlockable',
    name: 'Short Straight',
    ranks: ['8', '9', '10'],
    suits: ['D', 'D', 'D'],
    collect: [{ do: 'upgrade', max: 1, min: 0 }],
    lasting: [{ do: 'straight-length', length: 4 }],
    text: '"Collect": You may upgrade exactly once. While in your Trash: To form a straight, you only need 4 consecutive ranks.',
  },
  {
    id: 'u12',
    number: 12,
    set: 'unlockable',
    name: 'High Five',
    ranks: ['5'],
    suits: ['C'],
    final: [{ do: 'fives-score-alone', where: 'trash', chips: 5 }],
    text: 'At the end of the game, in your Trash: Each of your "5"s gives you 5 chips, whether or not it is paired with a "4".',
  },
  {
    id: 'u13',
    number: 13,
    set: 'unlockable',
    name: 'Red-Black',
    ranks: ['6'],
    suits: [],
    anySuit: true,
    play: [{ do: 'same-suits', suits: ['H', 'C'] }],
    text: 'When played: in this played hand, Hearts and Clubs count as the same suit.',
  },
];

/** Ids of the 13 unlockable jokers. */
export const UNLOCKABLE_JOKER_IDS: readonly string[] = UNLOCKABLE_JOKERS.map((j) => j.id);

/** The Final Joker is a rules card for round 8, never collected or played. */
export const FINAL_JOKER = {
  id: 'jF',
  text:
    'Last round: everyone may shuffle their deck before drawing; 1st place receives 5 bonus chips; ' +
    'you may trash the card taken from the pot directly and decide whether to carry out its "collect" effect.',
} as const;

/** Every joker by id. */
export const JOKERS: Readonly<Record<string, JokerDef>> = Object.fromEntries([...STARTING_JOKERS, ...UNLOCKABLE_JOKERS].map((j) => [j.id, j]));

/** Ids of the 17 starting jokers: the default joker pool. */
export const STARTING_JOKER_IDS: readonly string[] = STARTING_JOKERS.map((j) => j.id);
