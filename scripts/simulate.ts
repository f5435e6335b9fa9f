/**
 * Plays many games between bots and prints score statistics, for balance checks and smoke tests.
 *
 *   npx tsx scripts/simulate.ts --mode trash-poker --players 4 --games 1000 --seed x --bots greedy
 *   npx tsx scripts/simulate.ts --mode trash-poker --players 1 --options '{"solo":{"difficulty":"hard"}}'
 *
 * Works for any registered mode through the `GameMode` interface only: `--bots greedy` uses the
 * mode's `botAction`, `--bots random` a seeded uniformly random legal action (unpicking rarely, so
 * that card-by-card selections finish).
 */
import { nextInt, seedRng, type RngState } from '../shared/engine/rng.js';
import type { GameMode, GameResult } from '../shared/engine/types.js';

interface Args {
  mode: string;
  players: number;
  games: number;
  seed: string;
  bots: 'random' | 'greedy';
  /** The mode's setup options, as JSON. */
  options: object;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { mode: 'trash-poker', players: 4, games: 100, seed: 'sim', bots: 'greedy', options: {} };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i].replace(/^--/, '');
    const value = argv[i + 1];
    if (value === undefined) break;
    if (key === 'mode') args.mode = value;
    else if (key === 'players') args.players = Number(value);
    else if (key === 'games') args.games = Number(value);
    else if (key === 'seed') args.seed = value;
    else if (key === 'bots' && (value === 'random' || value === 'greedy')) args.bots = value;
    else if (key === 'options') args.options = JSON.parse(value);
    else continue;
    i++;
  }
  if (!Number.isInteger(args.games) || args.games < 1) throw new Error('--games must be a positive integer');
  return args;
}

/** The mode registry if it exists, else Trash Poker directly. */
async function loadMode(id: string): Promise<GameMode> {
  try {
    const registry = (await import('../shared/engine/index.js')) as { modes?: Record<string, GameMode> };
    const mode = registry.modes?.[id];
    if (mode) return mode;
    throw new Error(`Unknown mode "${id}". Known: ${Object.keys(registry.modes ?? {}).join(', ')}`);
  } catch (error) {
    if (id !== 'trash-poker') throw error;
    const { trashPoker } = await import('../shared/engine/trash-poker/index.js');
    return trashPoker as GameMode;
  }
}

function randomAction(mode: GameMode, state: unknown, seat: number, rng: RngState): unknown {
  const legal = mode.legalActions(state, seat) as { type?: string }[];
  const forward = legal.filter((a) => a.type !== 'unpick');
  const pool = forward.length > 0 && nextInt(rng, 10) > 0 ? forward : legal;
  return pool[nextInt(rng, pool.length)];
}

interface GameRecord {
  result: GameResult;
  actions: number;
}

function playGame(mode: GameMode, args: Args, game: number): GameRecord {
  let state = mode.setup({ players: args.players, seed: `${args.seed}-${game}`, options: args.options });
  const rng = seedRng(`${args.seed}-bots-${game}`);
  let actions = 0;
  while (!mode.isOver(state)) {
    const actors = mode.actors(state);
    if (actors.length === 0) throw new Error(`game ${game} is stuck`);
    const seat = actors[nextInt(rng, actors.length)];
    const action = args.bots === 'greedy' ? mode.botAction(state, seat) : randomAction(mode, state, seat, rng);
    const r = mode.apply(state, seat, action);
    if (!r.ok) throw new Error(`game ${game}: ${JSON.stringify(action)} refused: ${r.error}`);
    state = r.state;
    if (++actions > 100_000) throw new Error(`game ${game} does not end`);
  }
  return { result: mode.result(state), actions };
}

const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const fmt = (x: number, digits = 1): string => x.toFixed(digits);

function stdev(xs: number[]): number {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
}

/** Seats with the top score once `category` is taken out of every score. */
function topWithout(result: GameResult, category: string | null): number[] {
  const scores = result.standings.map((s) => ({ seat: s.seat, score: s.score - (category ? (s.breakdown[category] ?? 0) : 0) }));
  const top = Math.max(...scores.map((s) => s.score));
  return scores
    .filter((s) => s.score === top)
    .map((s) => s.seat)
    .sort();
}

function report(args: Args, records: GameRecord[], ms: number): void {
  const all = records.flatMap((r) => r.result.standings);
  const winning = records.flatMap((r) => r.result.standings.filter((s) => r.result.winners.includes(s.seat)).map((s) => s.score));
  const categories = [...new Set(all.flatMap((s) => Object.keys(s.breakdown)))];
  console.log(`${args.mode}: ${records.length} games, ${args.players} players, ${args.bots} bots, seed "${args.seed}"`);
  console.log(
    `  games/s            ${fmt(records.length / (ms / 1000), 0)}  (${fmt(ms / records.length, 2)} ms per game, ${fmt(mean(records.map((r) => r.actions)), 1)} actions per game)`,
  );
  console.log(
    `  mean winning score ${fmt(mean(winning))}  (all seats ${fmt(mean(all.map((s) => s.score)))} ± ${fmt(stdev(all.map((s) => s.score)))}, min ${Math.min(...all.map((s) => s.score))}, max ${Math.max(...all.map((s) => s.score))})`,
  );
  console.log(
    `  no winner (everyone lost) ${records.filter((r) => r.result.winners.length === 0).length}, shared standings ${records.filter((r) => new Set(r.result.standings.map((s) => s.place)).size < args.players).length}`,
  );
  const wins = Array.from({ length: args.players }, (_, seat) => records.filter((r) => r.result.winners.includes(seat)).length);
  console.log(`  wins by seat       ${wins.map((w, seat) => `${seat}: ${fmt((100 * w) / records.length)}%`).join('  ')}`);
  const houses = records.flatMap((r) => (r.result.extra?.houses as { score: number; breakdown: Record<string, number> }[] | undefined) ?? []);
  if (houses.length > 0) {
    const scores = houses.map((h) => h.score).sort((a, b) => a - b);
    const at = (q: number) => scores[Math.min(scores.length - 1, Math.floor(q * scores.length))];
    const parts = Object.keys(houses[0].breakdown).map((k) => `${k} ${fmt(mean(houses.map((h) => h.breakdown[k] ?? 0)))}`);
    console.log(`  Houses             ${fmt(mean(scores))} (p10-p90 ${at(0.1)}-${at(0.9)}; ${parts.join(', ')})`);
  }
  console.log('');
  console.log('  category       mean/seat  share of winner  decides the winner');
  for (const category of categories) {
    const perSeat = mean(all.map((s) => s.breakdown[category] ?? 0));
    const share = mean(
      records.flatMap((r) =>
        r.result.standings.filter((s) => r.result.winners.includes(s.seat) && s.score > 0).map((s) => (s.breakdown[category] ?? 0) / s.score),
      ),
    );
    const decides = records.filter((r) => topWithout(r.result, category).join() !== topWithout(r.result, null).join()).length;
    console.log(
      `  ${category.padEnd(14)} ${fmt(perSeat).padStart(9)}  ${`${fmt(100 * share)}%`.padStart(15)}  ${`${fmt((100 * decides) / records.length)}%`.padStart(18)}`,
    );
  }
}

const args = parseArgs(process.argv.slice(2));
const mode = await loadMode(args.mode);
const records: GameRecord[] = [];
const start = performance.now();
for (let game = 0; game < args.games; game++) records.push(playGame(mode, args, game));
report(args, records, performance.now() - start);
