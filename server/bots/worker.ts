/**
 * A bot worker thread (run by piscina, see pool.ts): the search bot's decisions and the win odds,
 * computed here so that a thinking bot never holds up a room's event loop. Each task carries
 * everything it needs (the view, never a real state); the clock bounds it from when it starts.
 */
import { winOdds } from '../../shared/bots/odds';
import { searchAction } from '../../shared/bots/search';
import { setFreezeShared } from '../../shared/engine/freeze';
import { modes } from '../../shared/engine/index';
import type { BotAnswer, BotTask } from './tasks';

// Rollouts only read the views the greedy bot builds (the bot tests run with freezing on, which
// would throw on a write), and freezing them was ~8% of a greedy rollout's time (profile).
setFreezeShared(false);

export default function think(task: BotTask): BotAnswer {
  const start = performance.now();
  const now = () => performance.now();
  const mode = modes[task.mode];
  if (task.kind === 'decide') {
    const d = searchAction(mode, task.view, task.seat, task.table, task.seed, {
      iterations: task.iterations,
      work: task.work,
      ms: task.ms,
      now,
      policy: task.policy,
    });
    return { kind: 'decide', action: d.action, iterations: d.iterations, work: d.work, ms: performance.now() - start };
  }
  const odds = winOdds(mode, task.view, task.table, task.seed, { samples: task.samples, ms: task.ms, now });
  return { kind: 'odds', odds, ms: performance.now() - start };
}
