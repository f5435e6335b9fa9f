/**
 * Truncated rollouts: a search rollout may stop a few rounds after the decision and score the
 * position as if the game ended there, so that an early decision, which affords only a handful
 * of whole-game rollouts, gets several times more of them. Only modes with a fair "if it ended
 * now" have one:
 * - Trash Poker: each seat's chips plus what final scoring would give its deck and Trash now (the
 *   part of the score the search's collect, trash and upgrade choices move), one round ahead
 *   with three seats or more, two with fewer: final scoring already weighs what a decision does
 *   to the deck, and one round of four seats affords about twice the rollouts of two (docs/bots.md).
 *   With three seats or more, also the place and bonus chips each deck should earn in the rounds
 *   still to play (`futureChips`): without them an upgrade or a weak card trashed was worth only
 *   the one round the rollout played, and over the 1000 four-seat deals of seed r1000 the Hard
 *   bot won more with them (docs/bots.md, Session 24).
 * - Poker+: the points of the rounds played, plus each playfield's hands at the greedy bot's
 *   worth, six turns on (each other seat's turn, the seat's own next one and the next seat's):
 *   a rollout to the round's end left an early decision ~25 rollouts over ~11 candidates, two
 *   each, so it kept greedy's choice. Over games 0-99 of seed r1000, six turns won 53 where four won 32, eight 39,
 *   twelve 43 and the round's end 38 (docs/bots.md).
 * - Trash (on request only, `SearchPolicy.horizon`): the hand's winner wins, with the hands won
 *   as scores. Every hand is dealt afresh too; a decision only changes who wins its hand.
 */
import { cardInfo, countRank } from '../engine/trash-poker/cards';
import { deckOf } from '../engine/trash-poker/deck';
import { finalScores, winnersOf, winnersWithHouses } from '../engine/trash-poker/final-scoring';
import { bestFive } from '../engine/trash-poker/hand';
import { houseNumbers } from '../engine/trash-poker/house';
import { evalOptionsFor, rpBonusChips } from '../engine/trash-poker/play';
import { houseAt, roundsOf, upgradeCounts } from '../engine/trash-poker/state';
import { DRAW_COUNT, HAND_BONUS_CHIPS, PLACE_CHIPS } from '../engine/trash-poker/tables';
import type { TrashPokerState } from '../engine/trash-poker/types';
import { handWorth } from '../engine/poker-plus/bot';
import { gameResult } from '../engine/poker-plus/round-end';
import type { PokerPlusState } from '../engine/poker-plus/types';
import type { TrashState } from '../engine/trash/types';
import type { GameResult, ModeId } from '../engine/types';

/** Where a mode's rollouts may stop early, and how the position is scored there. */
export interface Horizon {
  /**
   * Rounds ahead a rollout stops by default, for a table like `state`'s (the search policy may
   * ask for others); whole games by default when absent.
   */
  rounds?(state: unknown): number;
  /**
   * Turns after the decision's a rollout stops by default, mid-round (`Cut.turns`; the search
   * policy's `depth` overrides); at the round `rounds` ahead when absent.
   */
  turns?: number;
  /** How far the game is, in rounds: public, so the same in every sampled world. */
  round(state: unknown): number;
  /** The result as if the game ended now (standings' scores are projected scores). */
  projected(state: unknown): GameResult;
}

const trashPokerHorizon: Horizon = {
  // A round of two seats has half the turns of one of four: two of them cost about what one of
  // four does. Over the same 1000 deals two seats won 71.5% two rounds ahead and 65.0% one.
  rounds: (state) => ((state as TrashPokerState).seats.length <= 2 ? 2 : 1),
  round: (state) => (state as TrashPokerState).round,
  projected(state) {
    const s = state as TrashPokerState;
    const final = finalScores(s);
    const future = futureChips(s);
    const chips = s.seats.map((p, seat) => p.chips + Object.values(final[seat]).reduce((a, b) => a + (b ?? 0), 0) + future[seat]);
    const deckSizes = s.seats.map((p) => deckOf(p).length);
    const houseChips = houseNumbers(s).map((who) => houseAt(s, who).chips);
    const { winners } = s.solo ? winnersWithHouses(chips, deckSizes, houseChips) : { winners: winnersOf(chips, deckSizes) };
    return { standings: chips.map((score, seat) => ({ seat, place: 0, score, breakdown: {} })), winners };
  },
};

/** Draws per seat that estimate what its deck earns a round (`futureChips`). */
const FUTURE_DRAWS = 4;
/** The share of that estimate counted for each round still to play. */
const FUTURE_WEIGHT = 1;
/** The most cards a draw looks at (bestFive weighs every five of them). */
const FUTURE_MOST_CARDS = 9;

/** Card id -> a hash of it, mixed with each draw's salt to place the card in that draw (`futureChips`). */
const cardHashes = new Map<string, number>();

function cardHash(card: string): number {
  let h = cardHashes.get(card);
  if (h !== undefined) return h;
  h = 0x811c9dc5;
  for (let i = 0; i < card.length; i++) h = Math.imul(h ^ card.charCodeAt(i), 0x01000193);
  cardHashes.set(card, h >>> 0);
  return h >>> 0;
}

/** A 32-bit finalizer (MurmurHash3's): spreads every bit of `h` over the result. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The `n` cards of `deck` placed first in the draw salted by `salt` (a card's place: `mix` of its hash and the salt). */
function drawOf(deck: readonly string[], n: number, salt: number): string[] {
  const cards: string[] = [];
  const places: number[] = [];
  for (const card of deck) {
    const place = mix(cardHash(card) ^ salt);
    if (places.length === n && place >= places[n - 1]) continue;
    let i = places.length === n ? n - 1 : places.length;
    while (i > 0 && places[i - 1] > place) {
      places[i] = places[i - 1];
      cards[i] = cards[i - 1];
      i--;
    }
    places[i] = place;
    cards[i] = card;
  }
  return cards;
}

/**
 * What each seat's deck should earn in the rounds still to play, as the tables' place and bonus
 * chips: in each of FUTURE_DRAWS draws, each seat draws its round's cards (7, one more for each
 * "draw more" upgrade and each "3" in its Trash, up to FUTURE_MOST_CARDS; no redraw) and plays its
 * best five with its upgrades and Trash; each of those hands is placed against every hand of the
 * others. The draws are salted by the state's random numbers, so they change from world to world,
 * while a card keeps its place in a draw whatever deck it is in: two rollouts that reach the cut
 * with the same random numbers and decks a card apart differ by that card's part only. About
 * 0.5 ms of one core (16 best fives), an eighth of a greedy round of four seats. Solo tables (the
 * Houses roll their rank points) get none, nor tables of two (their rollouts look two rounds
 * ahead, and were not tried with it).
 */
function futureChips(s: TrashPokerState): number[] {
  const zero = s.seats.map(() => 0);
  const left = roundsOf(s) - s.round + (s.phase === 'draw' ? 1 : 0);
  if (left <= 0 || s.solo || s.seats.length < 3) return zero;
  const places = PLACE_CHIPS[s.seats.length];
  const seats = s.seats.map((p) => {
    const upgrades = upgradeCounts(p);
    const cards = Math.min(FUTURE_MOST_CARDS, DRAW_COUNT + upgrades.drawMore + countRank(p.trash, '3'));
    return { p, upgrades, cards, deck: deckOf(p) };
  });
  const hands = seats.map(({ p, upgrades, cards, deck }) => {
    const keys: number[] = [];
    let bonus = 0;
    for (let k = 0; k < FUTURE_DRAWS; k++) {
      const drawn = drawOf(deck, cards, mix(s.rng[0] ^ mix(s.rng[1] + k)));
      const ev = bestFive(drawn.map(cardInfo), upgrades, evalOptionsFor(p.trash, drawn, upgrades)).evaluation;
      keys.push(ev.key);
      bonus += (HAND_BONUS_CHIPS[ev.rank] ?? 0) + rpBonusChips(ev.rp);
    }
    return { keys, bonus };
  });
  // Each hand of a seat against every hand of the others: how many seats place above it on
  // average (a tie, which the table breaks by a draw, counts half), and the place chips there.
  const total = hands.map((mine, seat) => {
    let chips = mine.bonus;
    for (const key of mine.keys) {
      let above = 0;
      for (let other = 0; other < hands.length; other++) {
        if (other === seat) continue;
        for (const theirs of hands[other].keys) above += theirs > key ? 1 : theirs === key ? 0.5 : 0;
      }
      above /= FUTURE_DRAWS;
      const at = Math.floor(above);
      const next = Math.min(at + 1, places.length - 1);
      chips += places[at].chips + (above - at) * (places[next].chips - places[at].chips);
    }
    return chips;
  });
  return total.map((t) => (FUTURE_WEIGHT * left * t) / FUTURE_DRAWS);
}

const pokerPlusHorizon: Horizon = {
  rounds: () => 1,
  turns: 6,
  round: (state) => (state as PokerPlusState).round,
  // The points of the rounds played, plus, cut mid-round (`SearchPolicy.depth`), what each
  // playfield's hands are worth now: their points, or what the greedy bot expects them to become.
  projected(state) {
    const s = state as PokerPlusState;
    if (s.over) return gameResult(s);
    const scores = s.players.map(
      (p, seat) => s.history.reduce((sum, r) => sum + r.points[seat], 0) + p.playfield.reduce((sum, hand) => sum + handWorth(hand), 0),
    );
    const best = Math.max(...scores);
    return {
      standings: scores.map((score, seat) => ({ seat, place: 0, score, breakdown: {} })),
      winners: scores.flatMap((score, seat) => (score === best ? [seat] : [])),
    };
  },
};

/**
 * Not the default (no `rounds`): its ~330 rollouts a decision made the search leave greedy at ~7%
 * of the choices, about as often as its margin test's false alarms over several candidates, and
 * fair choices are worth ~0.05% of a hand each (docs/bots.md); whole games rarely leave greedy.
 */
const trashHorizon: Horizon = {
  round: (state) => (state as TrashState).hand,
  // The hand just played is what a decision changes, so its winner is the winner here: ranking by
  // hands won would tell a seat two hands behind nothing about winning this one.
  projected(state) {
    const s = state as TrashState;
    const last = s.history.at(-1)?.winner ?? null;
    return {
      standings: s.handsWon.map((won, seat) => ({ seat, place: 1 + s.handsWon.filter((w) => w > won).length, score: won, breakdown: {} })),
      winners: last === null ? [] : [last],
    };
  },
};

/** The modes whose rollouts can be cut short. */
export const HORIZONS: Partial<Record<ModeId, Horizon>> = { 'trash-poker': trashPokerHorizon, 'poker-plus': pokerPlusHorizon, trash: trashHorizon };

/** A rollout's stopping point: `rounds` rounds after `from`, scored by `horizon`. */
export interface Cut {
  horizon: Horizon;
  /** The round at which the rollout stops (the start of it). */
  at: number;
  /**
   * Stops the rollout earlier, mid-round, when given: at the start of the `turns`-th turn after
   * the one `seat` (the searching seat) is in. Counted in turns rather than actions, so that a
   * candidate which spends the seat's own actions (opening a selection, picking its cards) is
   * judged after as many of the others' turns as one that takes a single action.
   */
  turns?: { seat: number; turns: number };
  /**
   * Stops the rollout once its work passes this, wherever it is: a guard for the positions whose
   * every greedy decision is dear (a Poker+ seat left alone with a 15-card hand and an Ace weighs
   * 32,766 splits a decision, and one rollout took four times a decision's budget).
   */
  work?: number;
}
