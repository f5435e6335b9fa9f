// Search speed: `npm run bench -- search`. The rollout policy's time for a whole 4-seat game per
// mode (the search bot's and the odds' unit of work), against the greedy bots' game as the named
// peer, and what one Hard decision costs at the room's budget: rollouts and work per decision, its
// time, and the work done per ms (what HARD_WORK, the simulator's deterministic budget, is set from).
// Passes run round-robin so a noisy machine slows every row alike; medians after warm-up passes.
import { FAST_ROLLOUT, rollout } from '../shared/bots/rollout';
import { searchAction } from '../shared/bots/search';
import { setFreezeShared } from '../shared/engine/freeze';
import { modes } from '../shared/engine/index';
import { seedRng } from '../shared/engine/rng';
import type { GameMode, ModeId } from '../shared/engine/types';
import { HARD_BUDGET } from '../server/bots/pool';
import { median, quantile } from '../scripts/stats';

// As in the bot workers (server/bots/worker.ts), whose time this bench stands for.
setFreezeShared(false);

const WARMUP_PASSES = 2;
const PASSES = 7;
const PASS_MS = 150;
/** The rollout policy's target for a 4-seat Trash Poker game (issue 17: well under 5 ms). */
const TP_ROLLOUT_TARGET_MS = 3;

const IDS: ModeId[] = ['trash-poker', 'poker-plus', 'trash'];
let counter = 0;

function gamesPass(mode: GameMode, greedy: boolean): number {
  const start = performance.now();
  let games = 0;
  while (performance.now() - start < PASS_MS) {
    const s = mode.setup({ players: 4, seed: `search-bench-${counter++}` });
    rollout(mode, s, seedRng(`r${counter}`), greedy ? { greedy: 1 } : FAST_ROLLOUT);
    games++;
  }
  return (performance.now() - start) / games;
}

/** Hard decisions at the room's clock budget from positions a few moves into greedy games. */
function decisionPass(mode: GameMode, times: number[], iterations: number[], work: number[]): void {
  const table = { players: 4, seed: `search-bench-${counter++}` };
  let s = mode.setup(table);
  const start = performance.now();
  while (performance.now() - start < PASS_MS * 4 && !mode.isOver(s)) {
    const seat = mode.actors(s)[0];
    const t = performance.now();
    const d = searchAction(mode, mode.view(s, seat), seat, table, `d${counter++}`, { ...HARD_BUDGET, now: () => performance.now() });
    times.push(performance.now() - t);
    iterations.push(d.iterations);
    work.push(d.work);
    for (let k = 0; k < 7 && !mode.isOver(s); k++) {
      const who = mode.actors(s)[0];
      const r = mode.apply(s, who, mode.botAction(s, who));
      if (!r.ok) throw new Error(r.error);
      s = r.state;
    }
  }
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

const rows = IDS.map((id) => ({ id, fast: [] as number[], greedy: [] as number[], times: [] as number[], iterations: [] as number[], work: [] as number[] }));
for (let pass = 0; pass < WARMUP_PASSES + PASSES; pass++) {
  for (const row of rows) {
    const mode = modes[row.id];
    const fast = gamesPass(mode, false);
    const greedy = gamesPass(mode, true);
    if (pass < WARMUP_PASSES) continue;
    row.fast.push(fast);
    row.greedy.push(greedy);
    decisionPass(mode, row.times, row.iterations, row.work);
  }
}

console.log(`Rollouts and Hard decisions, 4 seats (medians of ${PASSES} passes of ~${PASS_MS} ms after ${WARMUP_PASSES} warm-up passes)`);
console.table(
  rows.map((r) => ({
    mode: r.id,
    'rollout game ms': Number(median(r.fast).toFixed(2)),
    'greedy game ms': Number(median(r.greedy).toFixed(2)),
    'greedy / rollout': Number((median(r.greedy) / median(r.fast)).toFixed(1)),
    'Hard: rollouts/decision': median(r.iterations),
    'Hard: work/decision': median(r.work),
    'Hard work/ms': Number((sum(r.work) / sum(r.times)).toFixed(0)),
    'Hard ms p50': Number(median(r.times).toFixed(0)),
    'Hard ms p95': Number(quantile(r.times, 0.95).toFixed(0)),
    'Hard ms max': Number(Math.max(...r.times).toFixed(0)),
  })),
);
const tp = median(rows[0].fast);
console.log(
  `Trash Poker rollout game: ${tp.toFixed(2)} ms (target ≤ ${TP_ROLLOUT_TARGET_MS} ms: ${tp <= TP_ROLLOUT_TARGET_MS ? 'yes' : 'NO'}); Hard budget ${HARD_BUDGET.ms} ms of rollouts or ${HARD_BUDGET.work} work (HARD_WORK), whichever ends first, decisions aimed at p95 ≤ 200 ms, max ≤ 500 ms`,
);
