/**
 * What the search's confidence bounds (SearchPolicy.bounds) save and what they change: from
 * positions along greedy games, every decision with a choice is searched twice at the same work
 * budget and seed, with the bounds and without, and the two choices, works and CPU times are
 * compared. The same choice at less work is the same strength for less CPU; where they differ,
 * the full search's choice is itself a noisy estimate, so the disagreements are counted apart by
 * whether either departed from greedy. Work is the measure to trust; CPU times are under
 * whatever load the machine has, and the second search of a position finds the bot's memo caches
 * warm (the order alternates).
 *
 *   node --import tsx scripts/early-stop.ts --mode trash-poker --players 4 --games 3 --every 3 --work 25000 --seed es
 */
import { searchAction } from '../shared/bots/search.js';
import { setFreezeShared } from '../shared/engine/freeze.js';
import { modes } from '../shared/engine/index.js';
import type { GameMode, ModeId } from '../shared/engine/types.js';
import { flags } from './flags.js';
import { median } from './stats.js';

// As in the bot workers (server/bots/worker.ts).
setFreezeShared(false);

const args = flags(process.argv.slice(2), { mode: 'trash-poker', players: 4, games: 3, every: 3, work: 25_000, seed: 'es' });
const mode: GameMode = modes[args.mode as ModeId];
const key = (a: unknown) => JSON.stringify(a);

interface Row {
  same: boolean;
  greedyFull: boolean;
  greedyBounded: boolean;
  work: [number, number];
  cpu: [number, number];
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const rows: Row[] = [];
for (let g = 0; g < args.games; g++) {
  const table = { players: args.players, seed: `${args.seed}-${g}` };
  let s = mode.setup(table);
  for (let n = 0; !mode.isOver(s); n++) {
    const seat = mode.actors(s)[0];
    if (n % args.every === 0 && mode.legalActions(s, seat).length > 1) {
      const view = mode.view(s, seat);
      const greedy = key(mode.botAction(s, seat));
      const run = (bounds: boolean) => {
        const t = cpuMs();
        const d = searchAction(mode, view, seat, table, `es-${g}-${n}`, { iterations: 1e6, work: args.work, policy: { greedy: 1, selfGreedy: 1, bounds } });
        return { d, cpu: cpuMs() - t };
      };
      // The bots' memo caches favour whichever runs second in the same worlds: alternate the order.
      const [full, bounded] = rows.length % 2 === 0 ? [run(false), run(true)] : [run(true), run(false)].reverse();
      if (full.d.iterations > 0)
        rows.push({
          same: key(full.d.action) === key(bounded.d.action),
          greedyFull: key(full.d.action) === greedy,
          greedyBounded: key(bounded.d.action) === greedy,
          work: [full.d.work, bounded.d.work],
          cpu: [full.cpu, bounded.cpu],
        });
    }
    const r = mode.apply(s, seat, mode.botAction(s, seat));
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const count = (p: (r: Row) => boolean) => rows.filter(p).length;
console.log(
  `${args.mode}, ${args.players} seats, work ${args.work}: ${rows.length} searched decisions (every ${args.every}th action of ${args.games} greedy games)`,
);
console.log(`  same choice           ${count((r) => r.same)} (${((100 * count((r) => r.same)) / rows.length).toFixed(1)}%)`);
console.log(
  `  left greedy           full ${count((r) => !r.greedyFull)}, bounded ${count((r) => !r.greedyBounded)}; differing: full left greedy ${count((r) => !r.same && !r.greedyFull)}, bounded left greedy ${count((r) => !r.same && !r.greedyBounded)}`,
);
console.log(
  `  work                  full ${sum(rows.map((r) => r.work[0]))}, bounded ${sum(rows.map((r) => r.work[1]))} (ratio ${(sum(rows.map((r) => r.work[0])) / sum(rows.map((r) => r.work[1]))).toFixed(2)}x); median per decision ${median(rows.map((r) => r.work[0]))} / ${median(rows.map((r) => r.work[1]))}`,
);
console.log(
  `  CPU ms                full ${sum(rows.map((r) => r.cpu[0])).toFixed(0)}, bounded ${sum(rows.map((r) => r.cpu[1])).toFixed(0)} (ratio ${(sum(rows.map((r) => r.cpu[0])) / sum(rows.map((r) => r.cpu[1]))).toFixed(2)}x); median per decision ${median(rows.map((r) => r.cpu[0])).toFixed(1)} / ${median(rows.map((r) => r.cpu[1])).toFixed(1)}`,
);
