/**
 * The registry of game modes: every part of the product (server rooms, bots, the client's
 * previews, replays, the simulator) finds a mode here by its id.
 */
import { pokerPlus } from './poker-plus/index';
import { trash } from './trash/index';
import { trashPoker } from './trash-poker/index';
import type { GameMode, ModeId } from './types';

export type { GameEvent, GameMode, GameResult, ModeId, SetupOptions, Standing, ViewOverlay } from './types';
export { withOverlay } from './overlay';
export { MODE_IDS } from './types';

export const modes: Record<ModeId, GameMode> = {
  'trash-poker': trashPoker as GameMode,
  'poker-plus': pokerPlus as GameMode,
  trash: trash as GameMode,
};
