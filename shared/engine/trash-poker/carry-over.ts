/**
 * From one game to the next: what a player unlocked before (as `result().extra.unlocks` listed
 * it, and the server kept it) becomes the setup options of their next table — the jokers in the
 * pool, the box lid's checkmarks, the achievements already fulfilled ("Unlocking Stuff").
 */
import { ACHIEVEMENTS_BY_ID } from './achievement-data.js';
import { UNLOCKABLE_JOKER_IDS } from './jokers.js';
import { BOX_LID_ROWS } from './tables.js';

export interface UnlockRecord {
  kind: string;
  item: string;
}

/**
 * The options a table starts with, given its owner's earlier unlocks; explicit options win.
 * Records this version does not know (an older game's ids) are left out rather than refused.
 */
export function carryOver(unlocks: readonly UnlockRecord[], options: Record<string, unknown>): Record<string, unknown> {
  const items = (kind: string) => [...new Set(unlocks.filter((u) => u.kind === kind).map((u) => u.item))];
  const checkmarks = items('checkmark');
  const boxLid = BOX_LID_ROWS.map((row) => Math.min(row.boxes, checkmarks.filter((item) => item.startsWith(`${row.points}-`)).length));
  return {
    unlockedJokers: items('joker').filter((id) => UNLOCKABLE_JOKER_IDS.includes(id)),
    boxLid,
    achievementsDone: items('achievement').filter((id) => Object.hasOwn(ACHIEVEMENTS_BY_ID, id)),
    ...options,
  };
}
