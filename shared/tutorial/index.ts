/** The tutorial of each mode (docs/tutorials.md). */
import type { ModeId } from '../engine/types';
import type { TutorialScript } from './script';
import { POKER_PLUS_TUTORIAL } from './scripts/poker-plus';
import { TRASH_POKER_TUTORIAL } from './scripts/trash-poker';
import { TRASH_TUTORIAL } from './scripts/trash';

export const TUTORIALS: Readonly<Record<ModeId, TutorialScript>> = {
  'trash-poker': TRASH_POKER_TUTORIAL,
  'poker-plus': POKER_PLUS_TUTORIAL,
  trash: TRASH_TUTORIAL,
};
