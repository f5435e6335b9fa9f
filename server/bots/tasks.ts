/** What a room asks the bot workers (worker.ts) and what they answer: plain, cloneable data. */
import type { SearchPolicy } from '../../shared/bots/search';
import type { ModeId, SetupOptions } from '../../shared/engine/types';

export interface DecideTask {
  kind: 'decide';
  mode: ModeId;
  /** `view(state, seat)`: all the search may know. */
  view: unknown;
  seat: number;
  /** The table's public setup: seat count and mode options (the seed is not the game's). */
  table: SetupOptions;
  seed: string;
  iterations: number;
  /** Rollout work (see shared/bots/rollout.ts), a deterministic stand-in for time; none when absent. */
  work?: number;
  ms: number;
  /** The rollouts' greedy shares (the search's default when absent). */
  policy?: SearchPolicy;
}

export interface OddsTask {
  kind: 'odds';
  mode: ModeId;
  /** `view(state, null)`: the public view only. */
  view: unknown;
  table: SetupOptions;
  seed: string;
  samples: number;
  ms: number;
}

export type BotTask = DecideTask | OddsTask;

export interface DecideAnswer {
  kind: 'decide';
  action: unknown;
  iterations: number;
  work: number;
  /** Time spent in the worker (queueing aside). */
  ms: number;
}

export interface OddsAnswer {
  kind: 'odds';
  odds: number[];
  ms: number;
}

export type BotAnswer = DecideAnswer | OddsAnswer;
