// Sampling speed: `npm run bench -- sample`. How many whole states per second each mode's sampler
// draws from a seat's view (the search bots and the spectators' odds draw many per decision),
// against the named alternative, cloning the real state with structuredClone (what a cheating bot
// would do). Positions come from random and greedy play at every stage of 4-seat games; the view is
// computed once per position, as a bot computes it once per decision. Passes run round-robin so a
// noisy machine slows every row alike; the first passes warm up and the table shows medians.
import { nextInt, seedRng } from '../shared/engine/rng';
import { modes } from '../shared/engine/index';
import type { GameMode, SetupOptions } from '../shared/engine/types';
import { median } from '../scripts/stats';

const WARMUP_PASSES = 2;
const PASSES = 9;
const PASS_MS = 60;
const POSITIONS = 24;

interface Position {
  view: unknown;
  real: unknown;
  table: SetupOptions;
}

/** Positions spread over whole games: a random-or-greedy playout, one position kept every few actions. */
function positions(mode: GameMode, table: SetupOptions): Position[] {
  const out: Position[] = [];
  for (let g = 0; out.length < POSITIONS; g++) {
    const setup = { ...table, seed: `${table.seed}-${g}` };
    const rng = seedRng(`bench-${setup.seed}`);
    let s = mode.setup(setup);
    for (let step = 0; !mode.isOver(s) && out.length < POSITIONS; step++) {
      const seat = mode.actors(s)[0];
      const legal = mode.legalActions(s, seat);
      const r = mode.apply(s, seat, nextInt(rng, 2) ? legal[nextInt(rng, legal.length)] : mode.botAction(s, seat));
      if (!r.ok) throw new Error(r.error);
      s = r.state;
      if (step % 37 === 0) out.push({ view: mode.view(s, 0), real: s, table: setup });
    }
  }
  return out;
}

function ratePass(run: (p: Position, i: number) => unknown, at: Position[]): number {
  const start = performance.now();
  let n = 0;
  while (performance.now() - start < PASS_MS) {
    run(at[n % at.length], n);
    n++;
  }
  return n / ((performance.now() - start) / 1000);
}

const rows: { mode: string; sample: number[]; clone: number[] }[] = [];
const cases = (['trash-poker', 'poker-plus', 'trash'] as const).map((id) => {
  const mode = modes[id] as GameMode;
  const at = positions(mode, { players: 4, seed: `sample-bench-${id}` });
  const rng = seedRng('sampler');
  const row = { mode: id, sample: [] as number[], clone: [] as number[] };
  rows.push(row);
  return {
    row,
    sample: () => ratePass((p) => mode.sample!(p.view, rng, p.table), at),
    clone: () => ratePass((p) => structuredClone(p.real), at),
  };
});

for (let pass = 0; pass < WARMUP_PASSES + PASSES; pass++) {
  for (const c of cases) {
    const s = c.sample();
    const k = c.clone();
    if (pass >= WARMUP_PASSES) {
      c.row.sample.push(s);
      c.row.clone.push(k);
    }
  }
}

console.log(`Samples per second from seat 0's view, 4 seats, ${POSITIONS} positions per mode (median of ${PASSES} passes)`);
console.table(
  rows.map((r) => ({
    mode: r.mode,
    'sample /s': Math.round(median(r.sample)),
    'structuredClone /s': Math.round(median(r.clone)),
    'sample / clone': Number((median(r.sample) / median(r.clone)).toFixed(2)),
  })),
);
