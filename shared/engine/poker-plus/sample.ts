/**
 * Draws a whole Poker+ state from what one seat (or a spectator) sees. Public: playfields,
 * reserve, discard pile, dice, counts; the seat's own hand is known to it. Every other card of the
 * shoe is shuffled into the other hands, the personal draw piles and the stock, in the counts the
 * view shows (docs/rules/poker-plus.md, "What a seat can know").
 */
import type { RngState } from '../rng';
import { forkRng, takeCards, unseenShuffled } from '../sample';
import { shoe } from './cards';
import { meetsRequirement } from './dice';
import { permissionsOf } from './legal';
import { configFor } from './setup';
import type { CardId, PlayerState, PokerPlusState, PokerPlusView, RoundRecord, RoundSummary, Selection } from './types';

/**
 * The view leaves past rounds' card ids out (ids come back when the shoe is reshuffled), and no
 * rule reads them, so a sampled record keeps its scored hands' sizes with cards of this name.
 */
export const UNNAMED_CARD: CardId = '?';

function record(r: RoundSummary): RoundRecord {
  return {
    round: r.round,
    lead: r.lead,
    endedBy: r.endedBy,
    points: [...r.points],
    hands: r.hands.map((hs) => hs.map((h) => ({ name: h.name, points: h.points, cards: Array.from({ length: h.size }, () => UNNAMED_CARD) }))),
    winners: [...r.winners],
  };
}

/**
 * A Joker's card picked from the hand is named only to its owner; others know it meets the dice,
 * so it is drawn first among the unseen cards that do (the first such card of the shuffled pool).
 */
function hiddenJokerCard(view: PokerPlusView, pool: CardId[]): CardId {
  const play = permissionsOf(view).play;
  const i = pool.findIndex((c) => !play || meetsRequirement(play.dice, view.dice, c));
  if (i < 0) throw new Error('sample: no unseen card can be the picked Joker card');
  return pool.splice(i, 1)[0];
}

export function sample(view: PokerPlusView, rng: RngState): PokerPlusState {
  const players = view.seats.length;
  const config = configFor(players, { rounds: view.rounds });
  const own = view.seat === null ? null : (view.hand ?? []);
  const seen = [...view.reserve, ...view.discard, ...(own ?? []), ...view.seats.flatMap((s) => s.playfield.flat())];
  const pool = unseenShuffled(rng, shoe(config.decks), seen);
  const sel = view.selection;
  let selection: Selection | null = null;
  let picked: CardId | null = null;
  if (sel?.kind === 'split') selection = { kind: 'split', hand: sel.hand, cards: [...sel.cards] };
  else if (sel?.kind === 'joker') {
    if (sel.card === null) picked = hiddenJokerCard(view, pool);
    selection = { kind: 'joker', from: sel.from, card: sel.card ?? (picked as CardId) };
  }
  const seats: PlayerState[] = view.seats.map((s) => {
    const known = s.seat === view.seat ? [...(own ?? [])] : s.seat === view.turn && picked ? [picked] : [];
    return {
      hand: [...known, ...takeCards(pool, s.handCount - known.length)],
      drawPile: takeCards(pool, s.drawCount),
      playfield: s.playfield.map((h) => [...h]),
    };
  });
  const stock = takeCards(pool, view.stockCount);
  if (pool.length) throw new Error(`sample: ${pool.length} cards of the shoe are nowhere in the view`);
  return {
    mode: 'poker-plus',
    config,
    rng: forkRng(rng),
    round: view.round,
    // each round's lead is the first lead moved on by one seat per round
    firstLead: (((view.lead - view.round + 1) % players) + players) % players,
    lead: view.lead,
    turn: view.turn,
    step: view.step,
    royal: view.royal,
    selection,
    dice: { ...view.dice },
    players: seats,
    reserve: [...view.reserve],
    stock,
    discard: [...view.discard],
    history: view.history.map(record),
    // a count no rule reads and no view shows
    turns: 0,
    over: view.over,
  };
}
