/**
 * How a batch of Trash Poker events is played on screen: which events animate together (one
 * step) and how much faster than normal, so that a long batch (a pot being revealed and
 * collected) and a queue that has fallen behind both catch up instead of being skipped.
 */
import type { GameEvent } from '../../../shared/engine/types';

/** Events of one kind in a row that animate together. */
const PARALLEL = new Set(['revealed', 'hand-scored', 'rp-placed', 'chips-won', 'shuffle-tile', 'shuffled']);

/** Steps a batch may take at full length; a longer batch plays each of them shorter. */
export const STEP_BUDGET = 14;
/** The shortest a step gets (a fraction of its normal length), so that it still reads as a move. */
export const MIN_HURRY = 0.2;

/**
 * Splits a batch into steps played one after another: a run of card moves is one step, a run of
 * events of one `PARALLEL` kind is one step, any other event is a step of its own.
 */
export function animationSteps(events: readonly GameEvent[]): GameEvent[][] {
  const steps: GameEvent[][] = [];
  let i = 0;
  while (i < events.length) {
    const kind = events[i].kind;
    let j = i + 1;
    if (kind === 'card-moved' || PARALLEL.has(kind)) while (j < events.length && events[j].kind === kind) j++;
    steps.push(events.slice(i, j));
    i = j;
  }
  return steps;
}

/**
 * The factor every duration of a batch is multiplied by: shorter when batches wait behind this
 * one, and shorter when the batch itself has more steps than the budget.
 */
export function catchUpHurry(backlog: number, steps: number): number {
  const behind = backlog > 2 ? 0.3 : backlog > 0 ? 0.6 : 1;
  const long = Math.min(1, STEP_BUDGET / Math.max(1, steps));
  return Math.max(MIN_HURRY, behind * long);
}
