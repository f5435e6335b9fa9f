/**
 * Plays many games between bots and prints score statistics, for balance checks and smoke tests.
 *
 *   npx tsx scripts/simulate.ts --mode trash-poker --players 4 --games 1000 --seed x --bots greedy
 *   npx tsx scripts/simulate.ts --mode trash-poker --players 1 --options '{"solo":{"difficulty":"hard"}}'
 *   npx tsx scripts/simulate.ts --mode trash-poker --players 4 --games 100 --bots hard --iterations 60 --odds 24
 *
 * Works for any registered mode through the `GameMode` interface only: `--bots greedy` uses the
 * mode's `botAction`, `--bots random` a seeded uniformly random legal action (unpicking rarely, so
 * that card-by-card selections finish), `--bots hard` puts the search bot in seat 0 against greedy
 * bots (Normal), its decisions made and timed in the server's worker pool with an iteration budget
 * (`--iterations`, or `--ms` for a clock budget instead); games run side by side, one per thread.
 * `--odds N` estimates the win odds (N playouts each, in the pool) at every moment a room would,
 * and prints a calibration table: how often seats given each chance went on to win. Stopped early
 * (Ctrl-C, SIGTERM), it reports the games finished so far.
 *
 * `--record DIR` appends a JSON line per finished game to its series' file in DIR (scripts/results.ts)
 * and plays only the game indices that file lacks for the current code, so runs add up across
 * sessions to `--games`; `--report FILE|DIR` prints each recorded series' totals for the current code.
 * `--carry OLD --record DIR --games N` replays the first N games that count for version OLD
 * (its own and those carried to it) and, when every one ends the same with the current code,
 * lets them count for it
 * (scripts/results.ts `Carried`): for a change that does not touch this series' play.
 */
import { appendFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ODDS_MOMENTS } from '../shared/bots/odds.js';
import { randomAction } from '../shared/bots/rollout.js';
import { SEARCH_POLICY, type SearchPolicy } from '../shared/bots/search.js';
import { BotPool, HARD_WORK } from '../server/bots/pool.js';
import { nextInt, seedRng } from '../shared/engine/rng.js';
import type { GameMode, GameResult, ModeId } from '../shared/engine/types.js';
import {
  appendLine,
  CARRIED_FILE,
  type Carried,
  calibration,
  carriedVersions,
  codeVersion,
  current,
  formatCalibration,
  formatSummary,
  type GameLine,
  pendingGames,
  readLines,
  type SeriesConfig,
  sameDeals,
  sameGame,
  seriesFile,
  summarize,
  VERSIONED_SOURCES,
} from './results.js';
import { mean, quantile, spread, stdev, wilson } from './stats.js';

interface Args {
  mode: string;
  players: number;
  games: number;
  seed: string;
  bots: 'random' | 'greedy' | 'hard';
  /** The mode's setup options, as JSON. */
  options: object;
  /** The Hard bot's rollouts per decision. */
  iterations: number;
  /** The Hard bot's rollout work per decision (deterministic; see shared/bots/rollout.ts). */
  work: number;
  /** A clock budget per decision instead (ms; iterations then only cap it). */
  ms: number;
  /** The Hard bot's rollouts: greedy shares for the others and itself (`--rollout 0.5,0.5`); `--bounds off` runs every candidate to the budget's end. */
  policy?: SearchPolicy;
  /** The Hard bot's rollouts stop this many rounds (Trash: hands) ahead (`--horizon 1`; `none`: whole games; the mode's own when absent; SearchPolicy.horizon). */
  horizon?: number | null;
  /** Playouts per odds estimate; 0 = no odds. */
  odds: number;
  threads: number;
  /** The directory of the results files to append to and resume from ('' = none). */
  record: string;
  /** A results file or directory to report on instead of playing ('' = play). */
  report: string;
  /** With `--record`: the version whose recorded games to replay and, if all end the same, carry over. */
  carry?: string;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    mode: 'trash-poker',
    players: 4,
    games: 100,
    seed: 'sim',
    bots: 'greedy',
    options: {},
    iterations: 100_000,
    work: HARD_WORK,
    ms: Number.POSITIVE_INFINITY,
    odds: 0,
    threads: 2,
    record: '',
    report: '',
  };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i].replace(/^--/, '');
    const value = argv[i + 1];
    if (value === undefined) break;
    if (key === 'mode') args.mode = value;
    else if (key === 'players') args.players = Number(value);
    else if (key === 'games') args.games = Number(value);
    else if (key === 'seed') args.seed = value;
    else if (key === 'bots' && (value === 'random' || value === 'greedy' || value === 'hard')) args.bots = value;
    else if (key === 'iterations') args.iterations = Number(value);
    else if (key === 'work') args.work = Number(value);
    else if (key === 'rollout') {
      const [greedy, selfGreedy] = value.split(',').map(Number);
      args.policy = { ...(args.policy ?? SEARCH_POLICY), greedy, selfGreedy: selfGreedy ?? greedy };
    } else if (key === 'depth') args.policy = { ...(args.policy ?? SEARCH_POLICY), depth: Number(value) };
    else if (key === 'bounds') args.policy = { ...(args.policy ?? SEARCH_POLICY), bounds: value !== 'off' };
    else if (key === 'horizon') args.horizon = value === 'none' ? null : Number(value);
    else if (key === 'ms') {
      args.ms = Number(value);
      args.work = Number.POSITIVE_INFINITY;
    } else if (key === 'odds') args.odds = Number(value);
    else if (key === 'threads') args.threads = Number(value);
    else if (key === 'options') args.options = JSON.parse(value);
    else if (key === 'record') args.record = value;
    else if (key === 'carry') args.carry = value;
    else if (key === 'report') args.report = value;
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

interface GameRecord {
  result: GameResult;
  actions: number;
  /** The Hard bot's decisions, ms in the worker (forced ones included, answered at once). */
  decisions: number[];
  /** The Hard bot's rollout work per decision. */
  work: number[];
  /** Every odds estimate: per seat, its chance then. */
  odds: number[][];
}

/** The Hard bot's seat with `--bots hard`. */
const HARD_SEAT = 0;

async function playGame(mode: GameMode, args: Args, game: number, pool: BotPool | null): Promise<GameRecord> {
  const table = { players: args.players, seed: `${args.seed}-${game}`, options: args.options };
  let state = mode.setup(table);
  const publicTable = { ...table, seed: 'sim' };
  const rng = seedRng(`${args.seed}-bots-${game}`);
  let actions = 0;
  const decisions: number[] = [];
  const work: number[] = [];
  const odds: number[][] = [];
  const estimate = async () => {
    if (!pool || args.odds <= 0) return;
    const budget = { samples: args.odds, ms: Number.POSITIVE_INFINITY };
    odds.push((await pool.odds(mode.id as ModeId, mode.view(state, null), publicTable, `odds-${game}-${actions}`, budget)).odds);
  };
  await estimate();
  while (!mode.isOver(state)) {
    const actors = mode.actors(state);
    if (actors.length === 0) throw new Error(`game ${game} is stuck`);
    const seat = actors[nextInt(rng, actors.length)];
    let action: unknown;
    if (args.bots === 'hard' && seat === HARD_SEAT && pool) {
      const policy = args.horizon === undefined ? args.policy : { ...(args.policy ?? SEARCH_POLICY), horizon: args.horizon };
      const budget = { iterations: args.iterations, work: args.work, ms: args.ms, policy };
      const d = await pool.decide(mode.id as ModeId, mode.view(state, seat), seat, publicTable, `hard-${game}-${actions}`, budget);
      decisions.push(d.ms);
      work.push(d.work);
      action = d.action;
    } else action = args.bots === 'random' ? randomAction(mode, state, seat, rng) : mode.botAction(state, seat);
    const r = mode.apply(state, seat, action);
    if (!r.ok) throw new Error(`game ${game}: ${JSON.stringify(action)} refused: ${r.error}`);
    state = r.state;
    if (++actions > 100_000) throw new Error(`game ${game} does not end`);
    if (r.events.some((e) => ODDS_MOMENTS.has(e.kind)) && !mode.isOver(state)) await estimate();
  }
  return { result: mode.result(state), actions, decisions, work, odds };
}

/**
 * Seat 0's win rate with its confidence interval, and its score against the others' mean: the
 * Hard bot's with `--bots hard`, and with other bots the baseline on the same deals.
 */
function seatZeroReport(records: GameRecord[], args: Args): void {
  const wins = records.filter((r) => r.result.winners.includes(HARD_SEAT)).length;
  const [lo, hi] = wilson(wins, records.length);
  const margins = records.map((r) => {
    const mine = r.result.standings.find((s) => s.seat === HARD_SEAT)!.score;
    const others = r.result.standings.filter((s) => s.seat !== HARD_SEAT).map((s) => s.score);
    return others.length ? mine - mean(others) : 0;
  });
  console.log(
    `  ${args.bots === 'hard' ? 'Hard' : 'Seat'} ${HARD_SEAT} wins        ${wins}/${records.length} = ${fmt((100 * wins) / records.length)}% (95% CI ${fmt(lo)}-${fmt(hi)}%); score - others' mean ${fmt(mean(margins))} ± ${fmt(stdev(margins) / Math.sqrt(records.length))}`,
  );
}

/** The Hard bot's time per decision, measured in the worker. */
function decisionTimes(records: GameRecord[], args: Args): void {
  const times = records.flatMap((r) => r.decisions);
  if (times.length === 0) return;
  const budget = Number.isFinite(args.ms) ? `${args.ms} ms` : `${args.work} work`;
  // Not Math.max(...times): a long series has more decisions than a call takes arguments.
  const t = spread(times);
  console.log(`  Hard decisions     ${times.length} (budget ${budget}): median ${fmt(t.p50)} ms, p95 ${fmt(t.p95)} ms, max ${fmt(t.max)} ms (in the worker)`);
}

const fmt = (x: number, digits = 1): string => x.toFixed(digits);

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
  seatZeroReport(records, args);
  decisionTimes(records, args);
  const houses = records.flatMap((r) => (r.result.extra?.houses as { score: number; breakdown: Record<string, number> }[] | undefined) ?? []);
  if (houses.length > 0) {
    const scores = houses.map((h) => h.score);
    const parts = Object.keys(houses[0].breakdown).map((k) => `${k} ${fmt(mean(houses.map((h) => h.breakdown[k] ?? 0)))}`);
    console.log(`  Houses             ${fmt(mean(scores))} (p10-p90 ${quantile(scores, 0.1)}-${quantile(scores, 0.9)}; ${parts.join(', ')})`);
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

/** The repository's root, whose bot and engine sources make the results' version. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What makes this run's games one series with earlier runs' (scripts/results.ts). */
function seriesConfig(args: Args): SeriesConfig {
  const variant = {
    options: Object.keys(args.options).length ? args.options : undefined,
    policy: args.policy,
    horizon: args.horizon,
    iterations: args.iterations === 100_000 ? undefined : args.iterations,
    odds: args.odds > 0 ? args.odds : undefined,
  };
  return {
    mode: args.mode,
    players: args.players,
    bots: args.bots,
    seed: args.seed,
    budget: args.bots !== 'hard' ? 'none' : Number.isFinite(args.ms) ? `${args.ms} ms` : `work ${args.work}`,
    variant: JSON.stringify(variant) === '{}' ? '' : JSON.stringify(variant),
  };
}

/** Every series recorded in `path` (a results file or a directory of them), the current code's games only. */
function reportRecorded(path: string, version: string): void {
  const files = statSync(path).isDirectory()
    ? readdirSync(path)
        .filter((f) => f.endsWith('.jsonl') && f !== CARRIED_FILE)
        .map((f) => join(path, f))
    : [path];
  console.log(`code version ${version} (a hash of ${VERSIONED_SOURCES.join(' and ')})`);
  for (const file of files.sort()) {
    const lines = readLines(file);
    const configs = new Map(lines.map((l) => [JSON.stringify([l.mode, l.players, l.bots, l.seed, l.budget, l.variant]), l as SeriesConfig]));
    for (const config of configs.values()) {
      const counted = carriedVersions(file, version);
      const mine = current(lines, config, counted);
      const others = lines.filter((l) => !counted.includes(l.version)).length;
      const name = `${config.mode}, ${config.players} seats, ${config.bots}, ${config.budget}, seed "${config.seed}"${config.variant ? ` ${config.variant}` : ''}`;
      console.log(`${name}  (${file})`);
      console.log(
        `  ${mine.length ? formatSummary(summarize(mine)) : 'no games of this version'}${others ? `; ${others} lines of other versions not counted` : ''}`,
      );
      const greedy = { ...config, bots: 'greedy', budget: 'none', variant: '' };
      const greedyFile = seriesFile(dirname(file), greedy);
      const baseline = config.bots === 'greedy' ? [] : current(readLines(greedyFile), greedy, carriedVersions(greedyFile, version));
      const paired = sameDeals(mine, baseline);
      if (paired.games > 0) console.log(`  greedy seat 0 on the same ${paired.games} deals: ${paired.baselineWins} wins, against ${paired.wins}`);
      if (mine.some((l) => l.odds)) console.log(formatCalibration(calibration(mine)).join('\n'));
    }
  }
}

const args = parseArgs(process.argv.slice(2));
if (args.report) {
  reportRecorded(args.report, codeVersion(ROOT));
  process.exit(0);
}
const mode = await loadMode(args.mode);
const pool = args.bots === 'hard' || args.odds > 0 ? new BotPool(args.threads) : null;
const records: GameRecord[] = [];
const start = performance.now();
const version = codeVersion(ROOT);
const config = seriesConfig(args);
const resultsFile = args.record ? seriesFile(args.record, config) : '';
const versions = resultsFile ? carriedVersions(resultsFile, version) : [version];
const recorded = resultsFile ? current(readLines(resultsFile), config, versions) : [];
/** With `--carry`: the old version's first recorded games, to replay. */
const carrying =
  args.carry && resultsFile
    ? current(readLines(resultsFile), config, carriedVersions(resultsFile, args.carry))
        .sort((a, b) => a.game - b.game)
        .slice(0, args.games)
    : null;
if (args.carry && !carrying?.length) throw new Error(`--carry needs --record and games recorded under version ${args.carry}`);
const games = carrying ? carrying.map((l) => l.game) : resultsFile ? pendingGames(recorded, args.games) : Array.from({ length: args.games }, (_, game) => game);
if (resultsFile) console.log(`recording to ${resultsFile} (code version ${version}): ${recorded.length} games recorded, ${games.length} to play`);

/** The report over the games finished so far (all of them at the end), and the recorded series' totals. */
function finish(): void {
  const done = records.filter((r) => r !== undefined);
  if (done.length > 0) report(args, done, performance.now() - start);
  const thisRun = done.map((r) => ({ odds: r.odds, winners: r.result.winners }));
  if (args.odds > 0) console.log(['', ...formatCalibration(calibration(thisRun))].join('\n'));
  if (!resultsFile) return;
  if (carrying) return carry(carrying);
  const series = current(readLines(resultsFile), config, versions);
  console.log(`  series so far      ${formatSummary(summarize(series))}`);
  if (args.odds > 0) console.log([`  the series' ${series.length} games:`, ...formatCalibration(calibration(series))].join('\n'));
}

/** The finished game as a results line. */
function line(game: number, r: GameRecord): GameLine {
  const scores = [...r.result.standings].sort((a, b) => a.seat - b.seat).map((s) => s.score);
  const decisionMs = r.decisions.map((ms) => Math.round(ms * 10) / 10);
  return {
    ...config,
    version,
    game,
    winners: r.result.winners,
    scores,
    decisionMs,
    work: r.work.reduce((a, b) => a + b, 0),
    decisionWork: r.work,
    odds: r.odds.length ? r.odds.map((estimate) => estimate.map((p) => Math.round(p * 1000) / 1000)) : undefined,
    at: new Date().toISOString(),
  };
}

/** Carries the old version's lines over when every replayed game ended as recorded (see `Carried`). */
function carry(old: GameLine[]): void {
  const replayed = old.filter((l, i) => records[i] !== undefined && sameGame(l, line(l.game, records[i])));
  const differ = old.filter((l, i) => records[i] !== undefined && !replayed.includes(l)).map((l) => l.game);
  console.log(
    `  carry ${args.carry} -> ${version}: ${replayed.length} of ${old.length} games replayed the same${differ.length ? `; differ: ${differ.join(', ')}` : ''}`,
  );
  if (replayed.length !== old.length) {
    process.exitCode = 1;
    return;
  }
  const record: Carried = { series: basename(resultsFile), from: args.carry!, to: version, games: old.length, at: new Date().toISOString() };
  appendFileSync(join(dirname(resultsFile), CARRIED_FILE), `${JSON.stringify(record)}\n`);
  console.log(`  carried: the series' ${current(readLines(resultsFile), config, carriedVersions(resultsFile, version)).length} games count for ${version}`);
}

// A long run stopped early (Ctrl-C, or a time limit's SIGTERM) still reports the games it finished.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.log(`(stopped by ${signal})`);
    finish();
    process.exit(130);
  });
}

// With the pool, games run side by side so that every thread has work; each game stays sequential.
let next = 0;
const lanes = Array.from({ length: pool ? args.threads : 1 }, async () => {
  while (next < games.length) {
    const slot = next++;
    const game = games[slot];
    records[slot] = await playGame(mode, args, game, pool);
    if (resultsFile && !carrying) appendLine(resultsFile, line(game, records[slot]));
    // Bots in this thread never wait: let a stop signal in between games.
    await new Promise(setImmediate);
  }
});
await Promise.all(lanes);
finish();
await pool?.close();
