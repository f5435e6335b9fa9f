import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appendLine,
  CARRIED_FILE,
  calibration,
  carriedVersions,
  codeVersion,
  current,
  type GameLine,
  pendingGames,
  readLines,
  type SeriesConfig,
  sameDeals,
  sameGame,
  seriesFile,
  summarize,
} from '../../scripts/results';
import { median, quantile, spread, wilson } from '../../scripts/stats';

const CONFIG: SeriesConfig = { mode: 'trash-poker', players: 4, bots: 'hard', seed: 's', budget: 'work 25000', variant: '' };

const game = (n: number, over: Partial<GameLine> = {}): GameLine => ({
  ...CONFIG,
  version: 'v1',
  game: n,
  winners: [n % 2 === 0 ? 0 : 1],
  scores: [100, 90, 80, 70],
  decisionMs: [n],
  work: 1000,
  at: '2026-12-02T21:00:00.000Z',
  ...over,
});

describe('results: which lines count', () => {
  it('keeps only the series and version asked for, each game index once', () => {
    const lines = [
      game(0),
      game(1),
      game(1, { winners: [0] }),
      game(2, { version: 'v0' }),
      game(3, { seed: 'other' }),
      game(4, { budget: 'work 8000' }),
      game(5, { variant: '{"horizon":1}' }),
    ];
    const counted = current(lines, CONFIG, 'v1');
    expect(counted.map((l) => l.game)).toEqual([0, 1]);
    expect(counted[1].winners).toEqual([1]);
  });
});

describe('results: carrying a series over a change that does not touch its play', () => {
  it('counts the lines of every version carried to this one, directly or through another', () => {
    const dir = mkdtempSync(join(tmpdir(), 'carried-'));
    const file = seriesFile(dir, CONFIG);
    const carried = (series: string, from: string, to: string) => JSON.stringify({ series, from, to, games: 20, at: '2026-12-04T14:00:00.000Z' });
    const other = seriesFile(dir, { ...CONFIG, players: 2 })
      .split('/')
      .at(-1)!;
    const mine = file.split('/').at(-1)!;
    writeFileSync(join(dir, CARRIED_FILE), [carried(mine, 'v0', 'v1'), carried(mine, 'v1', 'v2'), carried(other, 'vx', 'v2'), ''].join('\n'));
    expect(carriedVersions(file, 'v2')).toEqual(['v2', 'v1', 'v0']);
    expect(carriedVersions(file, 'v1')).toEqual(['v1', 'v0']);
    expect(carriedVersions(file, 'v3')).toEqual(['v3']);
    const lines = [game(0, { version: 'v0' }), game(1, { version: 'v2' }), game(2, { version: 'vx' })];
    expect(current(lines, CONFIG, carriedVersions(file, 'v2')).map((l) => l.game)).toEqual([0, 1]);
  });

  it('finds a replayed game the same only when its winners, scores and the work of every decision are', () => {
    const recorded = game(3, { decisionWork: [10, 20], work: 30 });
    expect(sameGame(recorded, { ...recorded, version: 'v2', decisionMs: [9], at: 'later' })).toBe(true);
    expect(sameGame(recorded, { ...recorded, scores: [100, 90, 80, 71] })).toBe(false);
    expect(sameGame(recorded, { ...recorded, winners: [0] })).toBe(false);
    expect(sameGame(recorded, { ...recorded, decisionWork: [20, 10] })).toBe(false);
    expect(sameGame(recorded, { ...recorded, work: 31 })).toBe(false);
    // A line recorded before decisionWork was kept: its total work still has to match.
    expect(sameGame({ ...recorded, decisionWork: undefined }, recorded)).toBe(true);
  });
});

describe('results: resuming a seeded series', () => {
  it('starts at 0 with nothing recorded', () => {
    expect(pendingGames([], 3)).toEqual([0, 1, 2]);
  });

  it('plays the indices a stop left out first, then goes on after the last', () => {
    expect(pendingGames([game(0), game(2), game(3)], 6)).toEqual([1, 4, 5]);
  });

  it('has nothing to play once the series has its games', () => {
    expect(pendingGames([game(0), game(1)], 2)).toEqual([]);
  });
});

describe('results: the summary', () => {
  it('counts wins, the Wilson interval, the score margin and decision quantiles', () => {
    const lines = Array.from({ length: 20 }, (_, n) => game(n, { decisionMs: [n, 100 + n], work: 10 * n, decisionWork: n < 10 ? [n] : undefined }));
    const s = summarize(lines);
    expect(s.games).toBe(20);
    expect(s.wins).toBe(10);
    expect(s.rate).toBe(50);
    expect(s.ci[0]).toBeCloseTo(29.9, 1);
    expect(s.ci[1]).toBeCloseTo(70.1, 1);
    expect(s.margin.mean).toBe(20);
    expect(s.margin.se).toBe(0);
    expect(s.decisions).toEqual({ n: 40, p50: 100, p95: 118, max: 119 });
    expect(s.decisionWork).toEqual({ n: 10, p50: 5, p95: 9, max: 9 });
    expect(s.workPerGame).toBe(95);
  });
});

describe('results: against a baseline on the same deals', () => {
  it("counts seat 0's wins in both over the game indices both played", () => {
    const hard = [game(0, { winners: [0] }), game(1, { winners: [0] }), game(2, { winners: [0] })];
    const greedy = [game(0, { bots: 'greedy', winners: [0] }), game(1, { bots: 'greedy', winners: [2] }), game(5, { bots: 'greedy', winners: [0] })];
    expect(sameDeals(hard, greedy)).toEqual({ games: 2, wins: 2, baselineWins: 1 });
  });
});

describe('results: odds calibration', () => {
  it('bins every seat-estimate by the chance it gave, against how often that seat won (a shared win as a share)', () => {
    const games = [
      {
        odds: [
          [0.25, 0.25, 0.25, 0.25],
          [0.7, 0.1, 0.1, 0.1],
        ],
        winners: [0],
      },
      { odds: [[0.22, 0.28, 0.25, 0.25]], winners: [1, 2] },
      { winners: [3] }, // a game recorded without odds adds nothing
    ];
    const bins = calibration(games);
    expect(bins.map((b) => [b.from, b.n])).toEqual([
      [10, 3],
      [20, 8],
      [70, 1],
    ]);
    const twenties = bins.find((b) => b.from === 20)!;
    expect(twenties.given).toBeCloseTo((4 * 25 + 22 + 28 + 25 + 25) / 8);
    expect(twenties.won).toBeCloseTo((100 * (1 + 0.5 + 0.5)) / 8);
    expect(bins.find((b) => b.from === 70)!.won).toBe(100);
    expect(bins.find((b) => b.from === 10)!.won).toBe(0);
  });
});

describe('stats', () => {
  it('takes the middle of an odd count, the mean of the middle two of an even one, and NaN of none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('quantiles by nearest rank, so always a value that was measured', () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(quantile(xs, 0.5)).toBe(51);
    expect(quantile(xs, 0.99)).toBe(100);
    expect(quantile(xs, 1)).toBe(100);
    expect(spread(xs)).toEqual({ n: 100, p50: 51, p95: 96, max: 100 });
    expect(spread([])).toEqual({ n: 0, p50: 0, p95: 0, max: 0 });
  });

  it('gives a Wilson interval that holds the rate and stays within 0-100', () => {
    const [lo, hi] = wilson(40, 100);
    expect(lo).toBeCloseTo(30.9, 1);
    expect(hi).toBeCloseTo(49.8, 1);
    const [zeroLo, zeroHi] = wilson(0, 10);
    expect(zeroLo).toBeCloseTo(0, 9);
    expect(zeroHi).toBeLessThan(35);
  });
});

describe('results: files', () => {
  it('appends lines and reads them back, skipping a line a stop cut off', () => {
    const dir = mkdtempSync(join(tmpdir(), 'results-'));
    const file = seriesFile(dir, CONFIG);
    appendLine(file, game(0));
    appendLine(file, game(1));
    writeFileSync(
      file,
      `${readLines(file)
        .map((l) => JSON.stringify(l))
        .join('\n')}\n{"mode":"trash-po`,
    );
    expect(readLines(file).map((l) => l.game)).toEqual([0, 1]);
  });

  it('names a series file by its configuration, variants apart', () => {
    expect(seriesFile('d', CONFIG)).toBe(join('d', 'trash-poker-4p-hard-work25000-s.jsonl'));
    expect(seriesFile('d', { ...CONFIG, variant: '{"horizon":1}' })).not.toBe(seriesFile('d', CONFIG));
  });

  it('changes the version when a versioned source changes, and only then', () => {
    const root = mkdtempSync(join(tmpdir(), 'version-'));
    mkdirSync(join(root, 'shared/bots'), { recursive: true });
    writeFileSync(join(root, 'shared/bots/search.ts'), 'export const a = 1;\n');
    const before = codeVersion(root);
    writeFileSync(join(root, 'shared/bots/notes.md'), 'not code');
    expect(codeVersion(root)).toBe(before);
    writeFileSync(join(root, 'shared/bots/search.ts'), 'export const a = 2;\n');
    expect(codeVersion(root)).not.toBe(before);
  });
});
