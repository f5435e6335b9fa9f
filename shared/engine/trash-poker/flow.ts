/**
 * The order of the game in one table: which stage follows which, and when. Each phase module
 * does what happens inside its stage and never starts another; this file is the only one that
 * moves the game from stage to stage (in the spirit of boardgame.io's `phases`, typed).
 *
 * A stage is a phase players act in (`s.phase` while the game waits for them) or a step between
 * phases that needs nobody (starting a round, revealing and scoring the hands, final scoring).
 */
import { startRound, endRound } from './round.js';
import { beginDraw } from './draw.js';
import { beginRetrieve, resolvePlay, retrievers } from './play.js';
import { collectDone, endCollect, nextCollector, startCollect } from './pot.js';
import { beginCleanup } from './cleanup.js';
import { finishGame } from './final-scoring.js';
import { dealJokers, formStacks } from './setup.js';
import { closeGame, startUnlocks, unlocksDone } from './unlocks.js';
import { roundsOf, type Ctx } from './state.js';
import type { Phase, TrashPokerState } from './types.js';

/** Phases players act in, and the steps between them that need nobody. */
export type Stage = Phase | 'round' | 'play' | 'final-scoring';

interface StageFlow {
  /** Sets the stage up when the game enters it. */
  begin?: (ctx: Ctx) => void;
  /** After every action taken in the stage, before `endIf` is asked. */
  afterAction?: (ctx: Ctx) => void;
  /** Whether the stage is over, asked after `begin` and after every action; without it the stage ends at once. */
  endIf?: (s: TrashPokerState) => boolean;
  /** Done as the stage ends. */
  onEnd?: (ctx: Ctx) => void;
  /** The stage that follows. */
  next: (s: TrashPokerState) => Stage;
}

const everyoneIdle = (s: TrashPokerState): boolean => s.seats.every((p) => p.step === 'idle');

const FLOW: Readonly<Record<Stage, StageFlow>> = {
  // Setup: the pro variant's joker draft, then everyone keeps one of two jokers.
  draft: { endIf: (s) => s.draft === null, next: () => 'choose-joker' },
  'choose-joker': { begin: dealJokers, endIf: everyoneIdle, onEnd: formStacks, next: () => 'round' },
  // One round: reveal its jokers, draw and select, play and score, collect the pot, clean up.
  round: { begin: startRound, next: () => 'draw' },
  draw: { begin: beginDraw, endIf: everyoneIdle, next: () => 'play' },
  play: { begin: resolvePlay, next: (s) => (retrievers(s).length > 0 ? 'retrieve' : 'collect') },
  retrieve: { begin: beginRetrieve, endIf: everyoneIdle, next: () => 'collect' },
  collect: { begin: startCollect, afterAction: collectorActed, endIf: collectDone, onEnd: endCollect, next: () => 'cleanup' },
  cleanup: { begin: beginCleanup, endIf: everyoneIdle, onEnd: endRound, next: (s) => (s.round < roundsOf(s) ? 'round' : 'final-scoring') },
  // After the last round.
  'final-scoring': { begin: finishGame, next: () => 'unlock' },
  unlock: { begin: startUnlocks, endIf: unlocksDone, next: () => 'over' },
  over: { begin: closeGame, endIf: () => false, next: () => 'over' },
};

/**
 * The collector's turn: once its effect queue is empty (collect effects resolve one after
 * another, see effects.ts), the next participant collects.
 */
function collectorActed(ctx: Ctx): void {
  if (ctx.s.collect!.effects.length === 0) nextCollector(ctx);
}

/** From `stage`, enters every stage that follows an ended one until players have to act. */
function settle(ctx: Ctx, stage: Stage): void {
  let flow = FLOW[stage];
  while (!flow.endIf || flow.endIf(ctx.s)) {
    flow.onEnd?.(ctx);
    flow = FLOW[flow.next(ctx.s)];
    flow.begin?.(ctx);
  }
}

/** Moves the game on after an action taken in the current phase. */
export function afterAction(ctx: Ctx): void {
  const stage = ctx.s.phase;
  FLOW[stage].afterAction?.(ctx);
  settle(ctx, stage);
}

/** Enters `stage` and goes on from there (tests start rounds from literal states with it). */
export function enterStage(ctx: Ctx, stage: Stage): void {
  FLOW[stage].begin?.(ctx);
  settle(ctx, stage);
}
