/**
 * The bot workers every room of a process shares: a piscina pool of worker threads running
 * worker.ts, so the search bot's decisions and the spectators' win odds never run on the rooms'
 * event loop. One thread is left for the rooms themselves. Under `npm start` (tsx) and in vitest
 * the worker is TypeScript: each thread loads tsx first.
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { modes } from '../../shared/engine/index';
import type { GameMode, ModeId, SetupOptions } from '../../shared/engine/types';
import type { BotAnswer, BotTask, DecideAnswer, DecideTask, OddsAnswer } from './tasks';

/** What bounds a decision, and how its rollouts play. */
type DecideBudget = Pick<DecideTask, 'iterations' | 'work' | 'ms' | 'policy'>;

/**
 * Rollout work (shared/bots/rollout.ts) a Hard decision may do: on this machine (2 cores, search
 * bench) about what 150 ms allow, so that the simulator's deterministic budget plays as the room's.
 */
export const HARD_WORK = 25_000;
/**
 * A Hard bot's budget per decision: the clock stops the rollouts after `ms` (less than the 200 ms
 * aimed at: sampling, the last look at the clock and the copy to the thread), and `work` caps it
 * where the machine is fast.
 */
export const HARD_BUDGET = { ms: 150, iterations: 4000, work: HARD_WORK };
/** The odds' budget per estimate: up to `samples` playouts within `ms`. */
export const ODDS_BUDGET = { ms: 300, samples: 200 };

const WORKER = new URL(`./worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/** Flags that load modules (tsx's loader among them), with their values when separate. */
const LOADER_FLAG = /^(--import|--require|-r|--loader|--experimental-loader)(=|$)/;

/**
 * This process's flags that a worker thread accepts: its module loaders only. Heap and GC flags
 * (`npm start` sets some) are per process, and Node refuses to start a Worker given them.
 */
export function loaderFlags(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const m = LOADER_FLAG.exec(argv[i]);
    if (m) out.push(...(m[2] === '=' ? [argv[i]] : [argv[i], argv[++i]]));
  }
  return out;
}

/** Node flags for the worker thread `worker` runs: tsx's loader when it is TypeScript and tsx is not loaded yet. */
export function workerExecArgv(worker: URL): string[] {
  const flags = loaderFlags(process.execArgv);
  if (!worker.pathname.endsWith('.ts') || flags.some((a) => a.includes('tsx'))) return flags;
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return [...flags, '--import', tsx];
}

export class BotPool {
  private readonly pool: Piscina<BotTask, BotAnswer>;

  constructor(threads = Math.max(1, availableParallelism() - 1)) {
    this.pool = new Piscina({ filename: WORKER.href, minThreads: 1, maxThreads: threads, execArgv: workerExecArgv(WORKER), idleTimeout: 60_000 });
  }

  /** The search bot's choice for `seat` from its view (the simulator sets its own budget). */
  decide(mode: ModeId, view: unknown, seat: number, table: SetupOptions, seed: string, budget: DecideBudget = HARD_BUDGET): Promise<DecideAnswer> {
    return this.pool.run({ kind: 'decide', mode, view, seat, table, seed, ...budget }) as Promise<DecideAnswer>;
  }

  /** Each seat's chance to win, from the public view. */
  odds(mode: ModeId, view: unknown, table: SetupOptions, seed: string, budget = ODDS_BUDGET): Promise<OddsAnswer> {
    return this.pool.run({ kind: 'odds', mode, view, table, seed, ...budget }) as Promise<OddsAnswer>;
  }

  /** Tasks waiting for a thread. */
  get queued(): number {
    return this.pool.queueSize;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

/** Whether the workers can search `mode`: it samples, and it is the registered mode of its id (the workers find it there). */
export function searchable(mode: GameMode): boolean {
  return mode.sample !== undefined && modes[mode.id] === mode;
}

let shared: BotPool | null = null;

/** The process's pool, started on first use (a server without Hard bots or spectators starts no thread). */
export function sharedBotPool(): BotPool {
  shared ??= new BotPool();
  return shared;
}

/** Stops the process's pool (tests, shutdown); the next use starts a new one. */
export async function closeSharedBotPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
