import { matchMaker } from '@colyseus/core';
import type { GameMode } from '../shared/engine/types';
import type { Store } from './store';

/** How often each process looks for games a dead or stopped process left behind. */
export const FAILOVER_INTERVAL_MS = 2000;

/**
 * Takes over the unfinished games whose process is gone, and resumes them here under the same
 * room id from the shared store, so their players' clients rejoin by that id (through any process:
 * the seat reservation sends them here). A process is gone when it no longer listens on its
 * Colyseus process channel: at once after SIGTERM, and when Redis drops the connection of a
 * killed one. Alone (no Redis), this process is the only live one, so at start it takes over
 * every game the previous process left running.
 */
export class Failover {
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  /** Before the first sweep this process runs no game: one recorded as its own is left over. */
  private started = false;
  /** Games resumed by the last sweep, listed again by the next one (see takeOver). */
  private resumed: string[] = [];

  constructor(
    private readonly store: Store,
    private readonly modes: Record<string, GameMode>,
    /** Match ids this process asked to restore (clients cannot ask), read by the room's onCreate. */
    private readonly restoring: Set<string>,
  ) {}

  start() {
    this.timer = setInterval(() => void this.sweep(), FAILOVER_INTERVAL_MS);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
  }

  /** One look: forget dead processes' rooms, claim their games, resume them here. One at a time. */
  sweep(): Promise<void> {
    this.sweeping ??= this.takeOver().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async takeOver() {
    try {
      // Another survivor may have been removing the dead process's listings while this one
      // resumed its games under the same ids: list them again, once.
      for (const id of this.resumed.splice(0)) await matchMaker.getLocalRoomById(id)?.listing.save();
      // A process that stopped answering loses its rooms from the shared listing (Colyseus's own
      // health check), before any of them is resumed here under the same id.
      await matchMaker.healthCheckAllProcesses();
      const me = matchMaker.processId;
      const others = (await matchMaker.presence.channels('p:*')).map((channel) => channel.slice(2)).filter((id) => id !== me);
      const claimed = await this.store.claimOrphans(me, this.started ? [...others, me] : others);
      this.started = true;
      for (const id of claimed) await this.resume(id);
    } catch (error) {
      console.error('Could not look for games to take over:', error);
    }
  }

  private async resume(id: string) {
    const record = await this.store.match(id);
    if (!record) return;
    const mode = this.modes[record.mode];
    try {
      if (!mode) throw new Error(`this server does not serve mode ${record.mode}`);
      this.restoring.add(id);
      await matchMaker.handleCreateRoom(record.mode, { restore: id });
      this.resumed.push(id);
      console.log(`Resumed match ${id} (${record.mode}, ${record.actions.length} moves).`);
    } catch (error) {
      this.restoring.delete(id);
      console.error(`Could not resume match ${id}:`, error);
      await this.store.finishMatch(id, record.mode, 'abandoned', null, []);
    }
  }
}
