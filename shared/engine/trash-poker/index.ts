/**
 * Trash Poker as a `GameMode`: 1-4 players (1 plays solo against the House; Houses can join
 * bigger tables too), 8 rounds of drawing, playing poker hands, collecting the pot and trashing
 * cards, then final scoring, achievements and unlocks; rules follow the rulebook section by
 * section (one module each).
 */
import { eventsFor } from '../events.js';
import type { ApplyResult, GameMode, GameResult } from '../types.js';
import { checkDuringAchievements } from './achievements.js';
import { parseAction } from './actions.js';
import { botAction } from './bot.js';
import { carryOver } from './carry-over.js';
import { buildResult } from './final-scoring.js';
import { afterAction } from './flow.js';
import { actorsOf, checkAction, legalActionsOf, perform, stepOf, todoOf } from './rules.js';
import { sample } from './sample.js';
import { createGame } from './setup.js';
import { draftCtx } from './state.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './tables.js';
import type { TrashPokerAction, TrashPokerState } from './types.js';
import { privateViewOf, type TrashPokerView, viewOf } from './view.js';

export type { TrashPokerAction, TrashPokerState } from './types.js';
export type { TrashPokerView, SeatView } from './view.js';
export { parseOptions } from './options.js';
import { describeTable } from './options.js';

function refuse(code: string, error: string): ApplyResult<TrashPokerState> {
  return { ok: false, error, code };
}

function isSeat(s: TrashPokerState, seat: unknown): seat is number {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < s.players;
}

function apply(state: TrashPokerState, seat: number, raw: unknown): ApplyResult<TrashPokerState> {
  if (state.phase === 'over') return refuse('game-over', 'The game is over.');
  if (!isSeat(state, seat)) return refuse('no-such-seat', 'There is no such seat at this table.');
  const actors = actorsOf(state);
  if (!actors.includes(seat)) {
    const waitingFor = actors.map((a) => `seat ${a + 1}`).join(', ');
    return refuse('not-your-turn', `It is not your turn: waiting for ${waitingFor}.`);
  }
  const parsed = parseAction(raw);
  if (!parsed.ok) return refuse('bad-action', parsed.error);
  const why = checkAction(state, seat, parsed.action);
  if (why !== null) return refuse('illegal-action', why);
  const ctx = draftCtx(state);
  try {
    perform(ctx, seat, parsed.action);
    afterAction(ctx);
    checkDuringAchievements(ctx);
  } catch {
    // A rule bug must not take the table down; the state stays as it was.
    return refuse('internal-error', `Something went wrong while you tried to ${todoOf(stepOf(state, seat))}.`);
  }
  return { ok: true, state: ctx.s, events: ctx.events };
}

function result(s: TrashPokerState): GameResult {
  if (s.result) return s.result;
  // Before the end: current chips only, nobody has won yet.
  return { ...buildResult(s), winners: [], extra: { provisional: true } };
}

export const trashPoker: GameMode<TrashPokerState, TrashPokerAction> = {
  id: 'trash-poker',
  name: 'Trash Poker',
  description: 'Play poker hands, collect from the pot and trash your deck into shape. 8 rounds, 2-4 players, or solo against the House.',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup: createGame,
  actors: actorsOf,
  legalActions: (s, seat) => (isSeat(s, seat) ? legalActionsOf(s, seat) : []),
  apply,
  view: viewOf,
  privateView: privateViewOf,
  viewEvents: eventsFor,
  isOver: (s) => s.phase === 'over',
  result,
  botAction,
  sample: (view, rng, table) => sample(view as TrashPokerView, rng, table),
  carryOver,
  describeTable,
};

export default trashPoker;
