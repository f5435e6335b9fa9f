/**
 * The Hard bot: determinized Monte Carlo search at the root (each iteration draws a fresh hidden
 * world from the seat's view with `GameMode.sample`, plays one candidate action in it and rolls the
 * game out), with UCB1 spreading the iterations over the candidates. It reads only the view it is
 * given, never a real state, so it cannot cheat; with an iteration budget the same view and seed
 * always give the same choice. The mode's greedy choice is the default: another action replaces
 * it only when its rollouts beat it by a clear margin, so a thin budget plays like Normal.
 */
import { seedRng } from '../engine/rng';
import type { GameMode, SetupOptions } from '../engine/types';
import { FAST_ROLLOUT, reward, rollout, type RolloutPolicy } from './rollout';

/** How long a decision may take: iterations always bound it; a clock bounds it too when given. */
export interface SearchBudget {
  /** Most rollouts for the whole decision. */
  iterations: number;
  /** Milliseconds, read from `now` (the caller's clock keeps this module free of I/O). */
  ms?: number;
  now?: () => number;
  policy?: RolloutPolicy;
}

export interface SearchDecision {
  action: unknown;
  /** Rollouts played (0 when the choice was forced). */
  iterations: number;
  /** Mean reward per candidate, for tests and the simulator's reports. */
  stats: { action: unknown; visits: number; mean: number }[];
}

/**
 * How sure the rollouts must be that an action beats the greedy choice before it replaces it: its
 * mean must lead by this many standard errors (rewards lie in 0..1, so a variance of at most 1/4),
 * and by GREEDY_MARGIN at least. Random rollouts judge a position roughly; in the simulator a
 * loose test made the bot worse than greedy.
 */
const GREEDY_Z = 1.64;
const GREEDY_MARGIN = 0.04;
/** Visits every candidate gets before a margin counts. */
const MIN_VISITS = 4;
const UCB_C = 0.7;

const key = (action: unknown): string => JSON.stringify(action);

/**
 * The search bot's choice for `seat`, from `view` (what `mode.view(state, seat)` returned) and the
 * table's public setup options. Deterministic for a seed when only `iterations` bounds it.
 */
export function searchAction(mode: GameMode, view: unknown, seat: number, table: SetupOptions, seed: string, budget: SearchBudget): SearchDecision {
  if (!mode.sample) throw new Error(`${mode.id} cannot sample hidden worlds`);
  const rng = seedRng(seed);
  const first = mode.sample(view, rng, table);
  // The greedy choice is always a candidate, even an undo (it may think a picked card worse).
  const greedyAction = mode.botAction(first, seat);
  const legal = candidates(mode.legalActions(first, seat), greedyAction);
  if (legal.length <= 1) return { action: legal[0] ?? greedyAction, iterations: 0, stats: [] };
  const greedy = key(greedyAction);
  const arms = legal.map((action) => ({ action, key: key(action), visits: 0, total: 0 }));
  const deadline = budget.ms !== undefined && budget.now ? budget.now() + budget.ms : Number.POSITIVE_INFINITY;
  const expired = deadline === Number.POSITIVE_INFINITY ? undefined : () => budget.now!() >= deadline;
  const policy = budget.policy ?? FAST_ROLLOUT;
  let n = 0;
  for (; n < budget.iterations && !expired?.(); n++) {
    const arm = n < arms.length ? arms[n] : bestUcb(arms, n);
    const world = n === 0 ? first : mode.sample(view, rng, table);
    const r = mode.apply(world, seat, arm.action);
    if (!r.ok) throw new Error(`[${mode.id}] search: a legal action was refused in a sampled world: ${r.error}`);
    // A rollout the clock cut short says nothing: it is not counted.
    const end = rollout(mode, r.state, rng, policy, expired);
    if (!end) break;
    arm.visits++;
    arm.total += reward(end, seat);
  }
  const stats = arms.map((a) => ({ action: a.action, visits: a.visits, mean: a.visits ? a.total / a.visits : 0 }));
  const greedyArm: (typeof stats)[number] | undefined = stats[arms.findIndex((a) => a.key === greedy)];
  let best = greedyArm ?? stats[0];
  for (const s of stats) {
    if (s.visits >= MIN_VISITS && s.mean > best.mean && (!greedyArm || clearlyBetter(s, greedyArm))) best = s;
  }
  return { action: best.action, iterations: n, stats };
}

/**
 * The actions worth searching: undoing a pick only goes back to a decision already searched (the
 * rollouts rarely undo either), so a choice between one pick and its undo is no choice at all.
 */
function candidates(legal: unknown[], greedy: unknown): unknown[] {
  const g = key(greedy);
  return legal.filter((a) => (a as { type?: unknown }).type !== 'unpick' || key(a) === g);
}

function clearlyBetter(s: { visits: number; mean: number }, greedy: { visits: number; mean: number }): boolean {
  if (greedy.visits === 0) return false;
  const standardError = Math.sqrt(0.25 / s.visits + 0.25 / greedy.visits);
  return s.mean - greedy.mean > Math.max(GREEDY_MARGIN, GREEDY_Z * standardError);
}

function bestUcb<T extends { visits: number; total: number }>(arms: T[], n: number): T {
  const logN = Math.log(n);
  let best = arms[0];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const a of arms) {
    const score = a.visits === 0 ? Number.POSITIVE_INFINITY : a.total / a.visits + UCB_C * Math.sqrt(logN / a.visits);
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}
