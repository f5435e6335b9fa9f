/**
 * Simulation results that add up across sessions: `scripts/simulate.ts --record` appends one JSON
 * line per finished game to a file of its configuration (bench/results/), a seeded series resumes
 * at the game indices it has not played yet, and `--report` counts only the lines of the code that
 * runs now. The version is a hash of the bot and engine sources, so a change to either starts the
 * series over instead of mixing two bots' games into one win rate.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { mean, spread, stdev, wilson } from './stats.js';

/** Where the Hard bot's play comes from: its search and every mode's rules, greedy bot and sampler. */
export const VERSIONED_SOURCES = ['shared/bots', 'shared/engine'];

/** What makes two games part of one series: the same deals, bots and budget. */
export interface SeriesConfig {
  mode: string;
  players: number;
  bots: string;
  seed: string;
  /** The Hard bot's budget, e.g. `work 25000` or `150 ms`. */
  budget: string;
  /** Setup options and rollout policy flags, as given (JSON), or '' for the defaults. */
  variant: string;
}

/** One finished game. */
export interface GameLine extends SeriesConfig {
  version: string;
  /** The game's index in its seeded series: its deal is `${seed}-${game}`. */
  game: number;
  winners: number[];
  /** Scores by seat. */
  scores: number[];
  /** The Hard bot's decisions: ms in the worker, 0.1 ms. */
  decisionMs: number[];
  /** Rollout work the Hard bot did over the game (deterministic for a work budget). */
  work: number;
  /**
   * The work of each decision, as `decisionMs`: under a niced run on a busy machine the worker's
   * times measure the load, while work is the same on any machine (the search bench converts).
   */
  decisionWork?: number[];
  /** With `--odds`: every win-odds estimate of the game, per seat its chance then (0.001). */
  odds?: number[][];
  /** When the game finished (ISO), so a file's lines can be read against the machine's load. */
  at: string;
}

/** A short hash of every .ts file under `dirs` (paths and contents, in path order). */
export function codeVersion(root: string, dirs: readonly string[] = VERSIONED_SOURCES): string {
  const files = dirs.flatMap((d) => tsFiles(join(root, d))).sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file).replaceAll('\\', '/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

function tsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * A code change that leaves a series' games as they were (a change to another mode, or to an
 * option this series does not use) need not start it over: `simulate --carry OLD` replays the
 * series' first games with the new code and, when every one ends the same (winners, scores and
 * the Hard bot's work decision by decision, which the search's choices determine), records here
 * that the old version's lines count for the new one. One JSON line per carried series.
 */
export interface Carried {
  /** The series' file name in its directory. */
  series: string;
  from: string;
  to: string;
  /** The game indices replayed, all found the same. */
  games: number;
  at: string;
}

export const CARRIED_FILE = 'carried.jsonl';

/** `version` and every version whose lines of `seriesPath` carry over to it, directly or through others. */
export function carriedVersions(seriesPath: string, version: string): string[] {
  const series = basename(seriesPath);
  const carried = readJsonLines<Carried>(join(dirname(seriesPath), CARRIED_FILE)).filter((c) => c.series === series);
  const versions = [version];
  for (let i = 0; i < versions.length; i++) {
    for (const c of carried) if (c.to === versions[i] && !versions.includes(c.from)) versions.push(c.from);
  }
  return versions;
}

/**
 * Whether a replayed game ended as its recorded line says: winners, scores, the Hard bot's work,
 * and its work decision by decision where the line has it (lines before `decisionWork` do not).
 */
export function sameGame(recorded: GameLine, replayed: GameLine): boolean {
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  return (
    recorded.game === replayed.game &&
    same(recorded.winners, replayed.winners) &&
    same(recorded.scores, replayed.scores) &&
    recorded.work === replayed.work &&
    (recorded.decisionWork === undefined || same(recorded.decisionWork, replayed.decisionWork))
  );
}

/** The file a series is recorded in, named after its configuration. */
export function seriesFile(dir: string, c: SeriesConfig): string {
  const variant = c.variant ? `-${createHash('sha256').update(c.variant).digest('hex').slice(0, 6)}` : '';
  const name = `${c.mode}-${c.players}p-${c.bots}-${c.budget.replaceAll(' ', '')}-${c.seed}${variant}.jsonl`;
  return join(dir, name.replace(/[^A-Za-z0-9._-]/g, '_'));
}

/** The lines of `file` (none when it does not exist yet); a line cut off by a stop mid-write is skipped. */
export function readLines(file: string): GameLine[] {
  return readJsonLines<GameLine>(file);
}

function readJsonLines<T>(file: string): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as T];
      } catch {
        return [];
      }
    });
}

export function appendLine(file: string, line: GameLine): void {
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

const sameSeries = (a: SeriesConfig, b: SeriesConfig): boolean =>
  a.mode === b.mode && a.players === b.players && a.bots === b.bots && a.seed === b.seed && a.budget === b.budget && a.variant === b.variant;

/**
 * The lines that count now: this series, this version (or the versions it plays exactly as, see
 * `carriedVersions`), each game index once (the first line wins).
 */
export function current(lines: readonly GameLine[], config: SeriesConfig, version: string | readonly string[]): GameLine[] {
  const versions = new Set(typeof version === 'string' ? [version] : version);
  const seen = new Set<number>();
  return lines.filter((l) => {
    if (!versions.has(l.version) || !sameSeries(l, config) || seen.has(l.game)) return false;
    seen.add(l.game);
    return true;
  });
}

/**
 * The game indices still to play for `total` games of this version, in order: the lowest ones not
 * recorded yet (a game a stop cut short left a gap, and is played again).
 */
export function pendingGames(recorded: readonly GameLine[], total: number): number[] {
  const done = new Set(recorded.map((l) => l.game));
  const pending: number[] = [];
  for (let game = 0; pending.length + done.size < total; game++) if (!done.has(game)) pending.push(game);
  return pending;
}

export interface SeriesSummary {
  games: number;
  wins: number;
  /** Seat 0's wins in percent, and the 95% Wilson interval. */
  rate: number;
  ci: [number, number];
  /** Seat 0's score minus the others' mean: mean and standard error. */
  margin: { mean: number; se: number };
  decisions: { n: number; p50: number; p95: number; max: number };
  /** Work per decision (of the lines that record it). */
  decisionWork: { n: number; p50: number; p95: number; max: number };
  /** Mean rollout work per game. */
  workPerGame: number;
}

/** Seat 0's results over `lines` (one version's, see `current`). */
export function summarize(lines: readonly GameLine[]): SeriesSummary {
  const wins = lines.filter((l) => l.winners.includes(0)).length;
  const margins = lines.map((l) => (l.scores.length > 1 ? l.scores[0] - mean(l.scores.slice(1)) : 0));
  return {
    games: lines.length,
    wins,
    rate: lines.length ? (100 * wins) / lines.length : 0,
    ci: lines.length ? wilson(wins, lines.length) : [0, 100],
    margin: { mean: mean(margins), se: lines.length ? stdev(margins) / Math.sqrt(lines.length) : 0 },
    decisions: spread(lines.flatMap((l) => l.decisionMs)),
    decisionWork: spread(lines.flatMap((l) => l.decisionWork ?? [])),
    workPerGame: mean(lines.map((l) => l.work)),
  };
}

/**
 * Seat 0's wins in `baseline` (another series of the same deals, e.g. greedy bots) over the game
 * indices `lines` played: the comparison that the deals' luck does not blur.
 */
export function sameDeals(lines: readonly GameLine[], baseline: readonly GameLine[]): { games: number; wins: number; baselineWins: number } {
  const base = new Map(baseline.map((l) => [l.game, l]));
  const both = lines.filter((l) => base.has(l.game));
  return {
    games: both.length,
    wins: both.filter((l) => l.winners.includes(0)).length,
    baselineWins: both.filter((l) => base.get(l.game)!.winners.includes(0)).length,
  };
}

/** A summary as one line of text, for the report and the docs' table. */
export function formatSummary(s: SeriesSummary): string {
  const f = (x: number) => x.toFixed(1);
  const d = s.decisions;
  const w = s.decisionWork;
  const work = w.n ? `; work per decision (${w.n}) p50 ${w.p50} / p95 ${w.p95} / max ${w.max}` : '';
  return `${s.wins}/${s.games} = ${f(s.rate)}% (95% CI ${f(s.ci[0])}-${f(s.ci[1])}%); score - others' mean ${f(s.margin.mean)} ± ${f(s.margin.se)}; decisions ${d.n}: p50 ${f(d.p50)} / p95 ${f(d.p95)} / max ${f(d.max)} ms in the worker${work}; work per game ${Math.round(s.workPerGame)}`;
}

/** The estimates that gave a seat a chance within one tenth (e.g. 20-30%), and how often those seats won. */
export interface CalibrationBin {
  /** The bin's lower edge, in percent. */
  from: number;
  n: number;
  /** The mean chance the estimates gave, in percent. */
  given: number;
  /** How often those seats went on to win, in percent (a shared win counts as a share). */
  won: number;
}

/** The win-odds estimates of `games` by the chance they gave, against how often the seat then won (empty bins left out). */
export function calibration(games: readonly { odds?: number[][]; winners: number[] }[]): CalibrationBin[] {
  const bins = Array.from({ length: 10 }, (_, i) => ({ from: 10 * i, n: 0, given: 0, won: 0 }));
  for (const game of games) {
    for (const estimate of game.odds ?? []) {
      estimate.forEach((p, seat) => {
        const bin = bins[Math.min(9, Math.floor(p * 10))];
        bin.n++;
        bin.given += p;
        if (game.winners.includes(seat)) bin.won += 1 / game.winners.length;
      });
    }
  }
  return bins.filter((b) => b.n > 0).map((b) => ({ ...b, given: (100 * b.given) / b.n, won: (100 * b.won) / b.n }));
}

/** A calibration as the report's table. */
export function formatCalibration(bins: readonly CalibrationBin[]): string[] {
  return [
    '  odds calibration   given       n   mean given   won',
    ...bins.map(
      (b) =>
        `                     ${`${b.from}-${b.from + 10}%`.padEnd(8)} ${String(b.n).padStart(6)}   ${`${b.given.toFixed(1)}%`.padStart(10)}   ${`${b.won.toFixed(1)}%`.padStart(6)}`,
    ),
  ];
}
