/**
 * Tutorial progress per mode, kept in localStorage so that a reload (or coming back after leaving
 * the table) resumes at the same step: the room it belongs to, and the coach's progress there.
 */
import type { ModeId } from '../../shared/engine/types';
import { parseProgress, START, type Progress } from '../../shared/tutorial/coach';
import { TUTORIALS } from '../../shared/tutorial';

export interface SavedTutorial {
  roomId: string;
  progress: Progress;
  /** Finished or ended by the player: the room is no longer coached. */
  done: boolean;
}

const key = (mode: ModeId) => `tp.tutorial.${mode}`;
/** Set once the lobby has offered the tutorial on a first visit. */
const OFFERED_KEY = 'tp.tutorial.offered';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function loadTutorial(mode: ModeId): SavedTutorial | null {
  try {
    const raw = JSON.parse(storage()?.getItem(key(mode)) ?? 'null') as Partial<SavedTutorial> | null;
    if (!raw || typeof raw.roomId !== 'string') return null;
    return { roomId: raw.roomId, progress: parseProgress(raw.progress, TUTORIALS[mode]), done: raw.done === true };
  } catch {
    return null;
  }
}

export function saveTutorial(mode: ModeId, saved: SavedTutorial): void {
  storage()?.setItem(key(mode), JSON.stringify(saved));
}

/** The progress for `roomId`: where it was left in that room, else the start. */
export function progressIn(mode: ModeId, roomId: string): SavedTutorial {
  const saved = loadTutorial(mode);
  return saved && saved.roomId === roomId ? saved : { roomId, progress: START, done: false };
}

/** Whether the first-visit offer is still to be made (and, asking, marks it made). */
export function takeFirstVisitOffer(): boolean {
  const s = storage();
  if (!s || s.getItem(OFFERED_KEY)) return false;
  s.setItem(OFFERED_KEY, '1');
  return true;
}
