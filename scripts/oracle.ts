/**
 * An upper bound on what a bot can win, for issue 17's targets: an oracle in seat 0 that sees the
 * real state (every face-down card, the stock's order, the seeded generator) against the greedy
 * bots (Normal). At each choice it plays every legal action in the real state and follows it with
 * greedy play for every seat to the game's end; with the real generator that future is exactly
 * what would happen, so it picks the action that does best against this very table. Measurement
 * only: it cheats by design and nothing in the product imports it.
 *
 *   nice -n 19 npx tsx scripts/oracle.ts --mode trash --games 1000 --seed oracle
 *
 * Stopped early (Ctrl-C, SIGTERM), it reports the games finished so far, with a 95% Wilson interval.
 */
import { reward, rollout } from '../shared/bots/rollout.js';
import { modes } from '../shared/engine/index.js';
import { seedRng } from '../shared/engine/rng.js';
import type { GameMode, ModeId } from '../shared/engine/types.js';
import { wilson } from './stats.js';
import { flags } from './flags.js';

const ORACLE_SEAT = 0;
/** Every seat greedy in the oracle's look-ahead, as at the table. */
const ALL_GREEDY = { greedy: 1 };

const DEFAULTS = { mode: 'trash' as ModeId, players: 4, games: 1000, seed: 'oracle' };
type Args = typeof DEFAULTS;

/** The legal action whose exact greedy future rewards the oracle most (the first of equals). */
function oracleAction(mode: GameMode, state: unknown, seat: number): { action: unknown; choices: number; changed: boolean } {
  const legal = mode.legalActions(state, seat);
  const greedy = mode.botAction(state, seat);
  if (legal.length === 1) return { action: legal[0], choices: 1, changed: false };
  let best = greedy;
  let bestReward = futureReward(mode, state, seat, greedy);
  for (const action of legal) {
    const r = futureReward(mode, state, seat, action);
    if (r > bestReward) [best, bestReward] = [action, r];
  }
  return { action: best, choices: legal.length, changed: JSON.stringify(best) !== JSON.stringify(greedy) };
}

function futureReward(mode: GameMode, state: unknown, seat: number, action: unknown): number {
  const r = mode.apply(state, seat, action);
  if (!r.ok) throw new Error(`oracle: a legal action was refused: ${r.error}`);
  // The rollout's generator only picks among simultaneous actors; the game's own is in the state.
  const end = rollout(mode, r.state, seedRng('oracle'), ALL_GREEDY);
  if (!end) throw new Error('oracle: a rollout without a clock was cut short');
  return reward(end.result, seat);
}

interface Game {
  won: boolean;
  choices: number;
  changed: number;
}

function playGame(mode: GameMode, args: Args, game: number): Game {
  let state = mode.setup({ players: args.players, seed: `${args.seed}-${game}`, options: {} });
  let choices = 0;
  let changed = 0;
  while (!mode.isOver(state)) {
    const seat = mode.actors(state)[0];
    let action: unknown;
    if (seat === ORACLE_SEAT) {
      const d = oracleAction(mode, state, seat);
      if (d.choices > 1) choices++;
      if (d.changed) changed++;
      action = d.action;
    } else action = mode.botAction(state, seat);
    const r = mode.apply(state, seat, action);
    if (!r.ok) throw new Error(`game ${game}: ${JSON.stringify(action)} refused: ${r.error}`);
    state = r.state;
  }
  return { won: mode.result(state).winners.includes(ORACLE_SEAT), choices, changed };
}

const args = flags(process.argv.slice(2), DEFAULTS);
const mode = modes[args.mode] as GameMode;
const games: Game[] = [];

function report(): void {
  const n = games.length;
  if (n === 0) return;
  const wins = games.filter((g) => g.won).length;
  const [lo, hi] = wilson(wins, n);
  const choices = games.reduce((a, g) => a + g.choices, 0);
  const changed = games.reduce((a, g) => a + g.changed, 0);
  console.log(`${args.mode}, ${args.players} seats, seed "${args.seed}": oracle in seat ${ORACLE_SEAT} against greedy`);
  console.log(`  oracle wins ${wins}/${n} = ${((100 * wins) / n).toFixed(1)}% (95% CI ${lo.toFixed(1)}-${hi.toFixed(1)}%)`);
  console.log(`  choices per game ${(choices / n).toFixed(1)}, of them not greedy's ${(changed / n).toFixed(1)}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.log(`(stopped by ${signal})`);
    report();
    process.exit(130);
  });
}

for (let game = 0; game < args.games; game++) {
  games.push(playGame(mode, args, game));
  await new Promise(setImmediate);
}
report();
