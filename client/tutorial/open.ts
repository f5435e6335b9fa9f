/**
 * Opening a mode's tutorial from the lobby: back to the tutorial table the player left, if it is
 * still being played (as a spectator first, then taking seat 0 back from the bot that kept it),
 * else a new tutorial table.
 */
import type { ModeId } from '../../shared/engine/types';
import { TableConnection } from '../net/TableConnection';
import { loadTutorial } from './progress';

/** The player's seat at a tutorial table. */
const PLAYER_SEAT = 0;

export async function openTutorial(mode: ModeId): Promise<TableConnection> {
  const saved = loadTutorial(mode);
  if (saved && !saved.done) {
    try {
      const conn = await TableConnection.join(saved.roomId, true);
      conn.table({ type: 'take-seat', seat: PLAYER_SEAT });
      return conn;
    } catch {
      // The game ended or the room closed: start a new one.
    }
  }
  return TableConnection.create(mode, { tutorial: true });
}
