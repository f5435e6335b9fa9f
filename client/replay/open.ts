/**
 * Opening the replay viewer: from a shared link (`/replay/<match id>`, read at boot), from the
 * results screen or the game log of a finished table, the match history, or a replay file. The
 * record is played by the engine first; one that does not play back exactly is not shown, and the
 * player is told why. Leaving the viewer goes back to where it was opened from.
 */
import type Phaser from 'phaser';
import { modes } from '../../shared/engine/index';
import { playMatch } from '../../shared/replay/play';
import { makeReplayFile, parseReplay, type ReplayRecord } from '../../shared/replay/record';
import { TABLE_SCENES } from '../modes/registry';
import type { ResultsData } from '../net/lastResults';
import { TableConnection } from '../net/TableConnection';
import type { SceneStart, TableSource } from '../net/TableSource';
import { Hud } from '../scenes/Hud';
import { ReplaySource } from './ReplaySource';

/** The scene that draws the viewer's controls over the table. */
export const CONTROLS_SCENE = 'ReplayControls';

/** Where a replay opened by its link goes back to. */
const LOBBY: SceneStart = { scene: 'Lobby' };

const ROUTE = /^\/replay\/([A-Za-z0-9_-]{1,64})\/?$/;

/** The match id of a replay link's path, or null. */
export function replayIdOf(pathname: string): string | null {
  return ROUTE.exec(pathname)?.[1] ?? null;
}

/** The shareable link of a match's replay. */
export function replayLink(matchId: string): string {
  return `${location.origin}/replay/${matchId}`;
}

/** A finished match's replay from the server, or a sentence saying why there is none. */
export async function fetchReplay(matchId: string): Promise<{ ok: true; record: ReplayRecord } | { ok: false; error: string }> {
  try {
    const res = await fetch(`/api/matches/${encodeURIComponent(matchId)}/replay`);
    const body = (await res.json()) as { message?: string };
    if (!res.ok) return { ok: false, error: body.message ?? `The server answered ${res.status}.` };
    return parseReplay(body);
  } catch {
    return { ok: false, error: 'The server could not be reached for this replay.' };
  }
}

/**
 * Plays `record` and opens the viewer on it (from `scene`, which the table replaces); leaving it
 * goes to `backTo`. Returns why it cannot be shown, or null when it opened.
 */
export function startReplay(scene: Phaser.Scene, record: ReplayRecord, backTo: SceneStart): string | null {
  const mode = modes[record.mode];
  const played = playMatch(mode, record);
  if (played.problem) return played.problem;
  const source = new ReplaySource(record, mode, played, backTo);
  TableConnection.current = source;
  history.replaceState(null, '', `/replay/${record.matchId}`);
  const manager = stopAllBut(scene, 'Hud');
  manager.start(TABLE_SCENES[record.mode]);
  manager.start(CONTROLS_SCENE, { source });
  return null;
}

/** Stops every running scene but `keep`; returns the scene manager. */
function stopAllBut(scene: Phaser.Scene, keep: string): Phaser.Scenes.SceneManager {
  const manager = scene.scene.manager;
  for (const s of manager.getScenes(true)) if (s.sys.settings.key !== keep) manager.stop(s.sys.settings.key);
  return manager;
}

/**
 * Fetches a match's replay and opens it; leaving it goes to `backTo`. When it cannot be shown,
 * `backTo` says why.
 */
export async function openReplay(scene: Phaser.Scene, matchId: string, backTo: SceneStart = LOBBY): Promise<void> {
  const loaded = await fetchReplay(matchId);
  const problem = loaded.ok ? startReplay(scene, loaded.record, backTo) : loaded.error;
  if (!problem) return;
  history.replaceState(null, '', '/');
  if (!scene.scene.isActive(backTo.scene)) stopAllBut(scene, 'Hud').start(backTo.scene, backTo.data);
  Hud.of(scene).toast(problem, 'error', 8000);
}

/** The game log's link on a finished table: leaves the table for its replay; leaving that shows the table's `results`. */
export async function replayFinishedTable(scene: Phaser.Scene, table: TableSource, results: ResultsData): Promise<void> {
  await table.leave();
  await openReplay(scene, table.room.roomId, { scene: 'Results', data: results });
}

/** Leaves the replay `source` shows for where it was opened from. */
export function leaveReplay(scene: Phaser.Scene, source: ReplaySource): void {
  const { backTo } = source.playback;
  void source.leave();
  stopAllBut(scene, 'Hud').start(backTo.scene, backTo.data);
}

/**
 * Asks for a replay file (a file input) and opens it, going back to `backTo` when left; a file
 * that is not a replay is refused with a reason.
 */
export function importReplay(scene: Phaser.Scene, backTo: SceneStart): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = 'application/json,.json';
  input.style.display = 'none';
  input.addEventListener('change', async () => {
    const file = input.files?.[0];
    input.remove();
    if (!file) return;
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      return void Hud.of(scene).toast('This file is not a replay: it is not JSON.', 'error', 6000);
    }
    const parsed = parseReplay(data);
    const problem = parsed.ok ? startReplay(scene, parsed.record, backTo) : parsed.error;
    if (problem) Hud.of(scene).toast(problem, 'error', 8000);
  });
  document.body.appendChild(input);
  input.click();
}

/** Downloads a match as a replay file (seed, options, seats, actions, engine version). */
export function exportReplay(record: ReplayRecord): void {
  const url = URL.createObjectURL(new Blob([makeReplayFile(record)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${record.mode}-replay-${record.matchId}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
