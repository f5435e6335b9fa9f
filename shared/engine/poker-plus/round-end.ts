/**
 * "A round ends when all players run out of cards, or once all four jokers are on the playfield."
 * Then every playfield hand is scored; after the last round the points of all rounds are added
 * up (the text's optional "legacy" tally, always on here so a game has one winner).
 */
import type { GameEvent, GameResult, Standing } from '../types';
import { card } from './cards';
import { scoreHand } from './hands';
import { POKER_PLUS_RULES } from './rules';
import type { PlayerState, PokerPlusState, RoundEnd, RoundRecord } from './types';

/** No card in hand and none left to draw: the seat's turns are skipped until the round ends. */
export function isOut(player: PlayerState): boolean {
  return player.hand.length === 0 && player.drawPile.length === 0;
}

/** Jokers in the whole shoe: four with two decks, eight with four ("all four jokers" scaled). */
export function jokersInGame(state: PokerPlusState): number {
  return state.config.decks * POKER_PLUS_RULES.jokersPerDeck;
}

export function jokersOnPlayfields(state: PokerPlusState): number {
  let n = 0;
  for (const p of state.players) for (const hand of p.playfield) for (const id of hand) if (card(id).joker) n++;
  return n;
}

export function allJokersPlaced(state: PokerPlusState): boolean {
  return jokersOnPlayfields(state) === jokersInGame(state);
}

export function everyoneOut(state: PokerPlusState): boolean {
  return state.players.every(isOut);
}

/** Seats holding the highest number; ties share. */
function leaders(points: readonly number[]): number[] {
  const best = Math.max(...points);
  return points.flatMap((p, seat) => (p === best ? [seat] : []));
}

/** Scores every playfield hand of the round. */
export function scoreRound(state: PokerPlusState, endedBy: RoundEnd): RoundRecord {
  const hands = state.players.map((p) => p.playfield.map((cards) => ({ cards: [...cards], ...scoreHand(cards) })));
  const points = hands.map((hs) => hs.reduce((sum, h) => sum + h.points, 0));
  return { round: state.round, lead: state.lead, endedBy, points, hands, winners: leaders(points) };
}

/** Ends the round on a draft: records its scores; after the last round the game is over. */
export function endRound(state: PokerPlusState, endedBy: RoundEnd, events: GameEvent[]): void {
  const record = scoreRound(state, endedBy);
  state.history.push(record);
  events.push({ kind: 'round-scored', ...record });
  if (state.round >= state.config.rounds) {
    state.over = true;
    const result = gameResult(state);
    events.push({ kind: 'game-over', standings: result.standings, winners: result.winners });
  }
}

/** Standings by points over all finished rounds; equal totals share a place. */
export function gameResult(state: PokerPlusState): GameResult {
  const seats = state.config.players;
  const totals = Array.from({ length: seats }, (_, seat) => state.history.reduce((sum, r) => sum + r.points[seat], 0));
  const roundWins = Array.from({ length: seats }, (_, seat) => state.history.filter((r) => r.winners.includes(seat)).length);
  const standings: Standing[] = totals
    .map((score, seat) => ({
      seat,
      place: 1 + totals.filter((t) => t > score).length,
      score,
      breakdown: Object.fromEntries(state.history.map((r) => [`round${r.round}`, r.points[seat]])),
    }))
    .sort((a, b) => a.place - b.place || a.seat - b.seat);
  return {
    standings,
    winners: state.history.length === 0 ? [] : leaders(totals),
    extra: { roundWins, roundsPlayed: state.history.length },
  };
}
