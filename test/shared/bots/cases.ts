/**
 * Positions the bot tests search from: a few points of a game of each mode, reached by greedy and
 * random play, with a twin of the real state that hides other cards behind the same view.
 */
import { modes } from '../../../shared/engine/index';
import { seedRng } from '../../../shared/engine/rng';
import type { GameMode, ModeId, SetupOptions } from '../../../shared/engine/types';
import { playFor } from '../engine/sample-properties';

/** Small tables so that rollouts are quick: Trash's layout of 3 spots plays a short game. */
export const TABLES: Record<ModeId, SetupOptions> = {
  'trash-poker': { players: 4, seed: 'bots-tp' },
  'poker-plus': { players: 4, seed: 'bots-pp' },
  trash: { players: 4, seed: 'bots-trash', options: { layoutSize: 3 } },
};

export interface Position {
  mode: GameMode;
  table: SetupOptions;
  real: unknown;
  seat: number;
}

/** A position `steps` actions into a game of `id`, at the first seat to act. */
export function positionAt(id: ModeId, steps: number): Position {
  const mode = modes[id];
  const table = TABLES[id];
  const real = playFor(mode, mode.setup(table), steps, seedRng(`bots-play-${id}-${steps}`));
  return { mode, table, real, seat: mode.actors(real)[0] };
}

/**
 * Another real state `viewer` cannot tell from `real`: the cards hidden from it dealt again
 * (drawn by the mode's sampler, whose samples look the same to that viewer).
 */
export function hiddenCardsPermuted(p: Position, viewer: number | null, seed: string): unknown {
  return p.mode.sample!(p.mode.view(p.real, viewer), seedRng(seed), p.table);
}
