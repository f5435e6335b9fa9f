// Trash Poker engine speed: `npx tsx bench/engine.bench.ts`.
// Complete games with random legal play (the server's and the simulator's load), the cost of one
// `apply`, and the greedy bot's time per decision. Passes run round-robin so a noisy machine slows
// every row alike; the first passes warm up and the table shows medians of the rest.
import { nextInt, seedRng, type RngState } from '../shared/engine/rng';
import { trashPoker } from '../shared/engine/trash-poker/index';
import type { TrashPokerAction, TrashPokerState } from '../shared/engine/trash-poker/types';
import { median, spread } from '../scripts/stats';

const WARMUP_PASSES = 2;
const PASSES = 9;
const PASS_MS = 60;

function randomAction(legal: TrashPokerAction[], rng: RngState): TrashPokerAction {
  const forward = legal.filter((a) => a.type !== 'unpick');
  const pool = forward.length > 0 && nextInt(rng, 10) > 0 ? forward : legal;
  return pool[nextInt(rng, pool.length)];
}

/** Plays one game; returns the number of actions. `onDecision` times greedy decisions. */
function playGame(players: number, seed: string, greedy: boolean, decisionTimes?: number[]): number {
  let s: TrashPokerState = trashPoker.setup({ players, seed });
  const rng = seedRng(`bench-${seed}`);
  let actions = 0;
  while (!trashPoker.isOver(s)) {
    const actors = trashPoker.actors(s);
    const seat = actors[nextInt(rng, actors.length)];
    let action: TrashPokerAction;
    if (greedy) {
      const t = performance.now();
      action = trashPoker.botAction(s, seat);
      decisionTimes?.push(performance.now() - t);
    } else {
      action = randomAction(trashPoker.legalActions(s, seat), rng);
    }
    const r = trashPoker.apply(s, seat, action);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
    actions++;
  }
  return actions;
}

interface Row {
  name: string;
  unit: string;
  /** One pass: runs for about PASS_MS and returns the measure (per game, per action...). */
  pass: (passIndex: number) => number;
  target?: number;
}

let gameCounter = 0;

function gamesPass(players: number, greedy: boolean): () => number {
  return () => {
    const start = performance.now();
    let games = 0;
    while (performance.now() - start < PASS_MS) {
      playGame(players, `g${gameCounter++}`, greedy);
      games++;
    }
    return (performance.now() - start) / games;
  };
}

/** Time of `apply` alone, over the actions of recorded random games. */
function applyPass(): () => number {
  const recorded: [TrashPokerState, number, TrashPokerAction][] = [];
  for (let g = 0; g < 4; g++) {
    let s = trashPoker.setup({ players: 4, seed: `apply${g}` });
    const rng = seedRng(`apply-bot${g}`);
    while (!trashPoker.isOver(s)) {
      const seat = trashPoker.actors(s)[0];
      const action = randomAction(trashPoker.legalActions(s, seat), rng);
      recorded.push([s, seat, action]);
      const r = trashPoker.apply(s, seat, action);
      if (!r.ok) throw new Error(r.error);
      s = r.state;
    }
  }
  return () => {
    const start = performance.now();
    let n = 0;
    while (performance.now() - start < PASS_MS) {
      for (const [s, seat, action] of recorded) trashPoker.apply(s, seat, action);
      n += recorded.length;
    }
    return ((performance.now() - start) / n) * 1000;
  };
}

const decisionTimes: number[] = [];
const rows: Row[] = [
  { name: 'random legal play, 4 players: one complete game', unit: 'ms', pass: gamesPass(4, false), target: 2 },
  { name: 'random legal play, 2 players: one complete game', unit: 'ms', pass: gamesPass(2, false) },
  { name: 'apply, one action (4 players)', unit: 'µs', pass: applyPass() },
  { name: 'greedy bots, 4 players: one complete game', unit: 'ms', pass: gamesPass(4, true) },
  {
    name: 'greedy bot: one decision (mean of a pass)',
    unit: 'ms',
    pass: () => {
      const times: number[] = [];
      const start = performance.now();
      while (performance.now() - start < PASS_MS) playGame(4, `d${gameCounter++}`, true, times);
      decisionTimes.push(...times);
      return times.reduce((a, b) => a + b, 0) / times.length;
    },
    target: 1,
  },
];

const results = rows.map(() => [] as number[]);
for (let pass = 0; pass < WARMUP_PASSES + PASSES; pass++) {
  rows.forEach((row, i) => {
    const value = row.pass(pass);
    if (pass >= WARMUP_PASSES) results[i].push(value);
  });
}

const decisions = spread(decisionTimes);

console.log(`Trash Poker engine (medians of ${PASSES} passes of ~${PASS_MS} ms after ${WARMUP_PASSES} warm-up passes)`);
console.log('');
console.log(`${'measure'.padEnd(50)} ${'median'.padStart(10)}  ${'target'.padStart(8)}  ok`);
rows.forEach((row, i) => {
  const m = median(results[i]);
  const target = row.target === undefined ? '' : `≤ ${row.target} ${row.unit}`;
  const ok = row.target === undefined ? '' : m <= row.target ? 'yes' : 'NO';
  console.log(`${row.name.padEnd(50)} ${`${m.toFixed(3)} ${row.unit}`.padStart(10)}  ${target.padStart(8)}  ${ok}`);
});
console.log(
  `${'greedy bot decisions: median / p95 / max'.padEnd(50)} ${`${decisions.p50.toFixed(3)} / ${decisions.p95.toFixed(3)} / ${decisions.max.toFixed(3)} ms`}`,
);
console.log(`${'games per second (random, 4 players)'.padEnd(50)} ${(1000 / median(results[0])).toFixed(0).padStart(10)}`);
