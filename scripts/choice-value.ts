/**
 * What a seat's choices are worth with only what it may know, for issue 17's Trash target: along
 * greedy games, at each of seat 0's choices (more than one legal action), every action is played
 * in the same `samples` hidden worlds drawn from the seat's view (`GameMode.sample`), each followed
 * by greedy play for every seat to the end of the hand (Trash) or round (the modes' `HORIZONS`).
 * It reports how often the seat wins that hand after the greedy action and after the best one in
 * hindsight of those samples: the second is an upper bound on what any honest bot gains from that
 * choice (picking the best of several noisy estimates even flatters it).
 *
 *   nice -n 19 npx tsx scripts/choice-value.ts --mode trash --games 20 --samples 200 --seed cv
 */
import { HORIZONS } from '../shared/bots/horizon.js';
import { rollout } from '../shared/bots/rollout.js';
import { modes } from '../shared/engine/index.js';
import { seedRng } from '../shared/engine/rng.js';
import type { GameMode, ModeId } from '../shared/engine/types.js';
import { flags } from './flags.js';

const SEAT = 0;

/** The seat's wins of the hand (or round) in progress after each action, over the same sampled worlds. */
function handWins(mode: GameMode, state: unknown, actions: unknown[], samples: number, seed: string): number[] {
  const horizon = HORIZONS[mode.id];
  if (!horizon || !mode.sample) throw new Error(`${mode.id} has no horizon or sampler`);
  const view = mode.view(state, SEAT);
  const rng = seedRng(seed);
  const at = horizon.round(state) + 1;
  const before = horizon.projected(state).standings.find((s) => s.seat === SEAT)!.score;
  const wins = actions.map(() => 0);
  for (let k = 0; k < samples; k++) {
    const world = mode.sample(view, rng, { players: 4, seed: 'cv' });
    actions.forEach((action, i) => {
      const r = mode.apply(world, SEAT, action);
      if (!r.ok) throw new Error(`a legal action was refused in a sampled world: ${r.error}`);
      const end = rollout(mode, r.state, seedRng(`${seed}/${k}`), { greedy: 1 }, undefined, { horizon, at });
      const mine = end!.result.standings.find((s) => s.seat === SEAT)!.score;
      // Trash's projected score is hands won: one more than before means this hand was won.
      if (mine > before) wins[i]++;
    });
  }
  return wins;
}

const args = flags(process.argv.slice(2), { mode: 'trash' as ModeId, games: 20, samples: 200, seed: 'cv' });
const mode = modes[args.mode] as GameMode;
let choices = 0;
let greedyWins = 0;
let bestWins = 0;
let biggest = 0;
for (let game = 0; game < args.games; game++) {
  let state = mode.setup({ players: 4, seed: `${args.seed}-${game}` });
  while (!mode.isOver(state)) {
    const seat = mode.actors(state)[0];
    const greedy = mode.botAction(state, seat);
    const legal = mode.legalActions(state, seat);
    if (seat === SEAT && legal.length > 1) {
      const others = legal.filter((a) => JSON.stringify(a) !== JSON.stringify(greedy));
      const wins = handWins(mode, state, [greedy, ...others], args.samples, `${args.seed}-${game}-${choices}`);
      choices++;
      greedyWins += wins[0] / args.samples;
      bestWins += Math.max(...wins) / args.samples;
      biggest = Math.max(biggest, (Math.max(...wins) - wins[0]) / args.samples);
    }
    const r = mode.apply(state, seat, greedy);
    if (!r.ok) throw new Error(r.error);
    state = r.state;
  }
}
const pct = (x: number) => `${(100 * x).toFixed(2)}%`;
console.log(`${args.mode}: ${args.games} greedy games, ${choices} choices of seat ${SEAT}, ${args.samples} sampled worlds each`);
console.log(`  chance to win the hand at a choice: greedy's action ${pct(greedyWins / choices)}, best in hindsight ${pct(bestWins / choices)}`);
console.log(
  `  mean gain per choice ${pct((bestWins - greedyWins) / choices)}, largest ${pct(biggest)}; per game ${((bestWins - greedyWins) / args.games).toFixed(3)} hands`,
);
