import type Phaser from 'phaser';
import type { ResultsData } from '../net/lastResults';
import type { TableSource } from '../net/TableSource';
import { replayFinishedTable } from '../replay/open';
import { speedFactor } from '../settings';
import type { TableLog } from './TableLog';

/**
 * The end of a table's game: the game log offers the match's replay at once, and after a pause
 * (time to see the final position) the results show. Following the log's link cancels that pause;
 * leaving the replay then shows the same results.
 */
export class TableEnd {
  private timer: Phaser.Time.TimerEvent | null = null;
  /** The replay link was followed: a second press while it loads does nothing. */
  private leaving = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly log: TableLog,
  ) {}

  /** A new table: its game has not ended. */
  reset() {
    this.timer = null;
    this.leaving = false;
  }

  /** Whether the end has been seen (the results are on their way, or the replay was chosen). */
  get seen(): boolean {
    return this.timer !== null;
  }

  /** The game at `table` is over, with these `results`. */
  over(table: TableSource, results: () => ResultsData) {
    if (this.timer) return;
    this.log.offerReplay(() => {
      if (this.leaving) return;
      this.leaving = true;
      this.timer?.remove();
      void replayFinishedTable(this.scene, table, results());
    });
    this.timer = this.scene.time.delayedCall(Math.max(600, 2200 * speedFactor()), () => {
      table.markOver();
      this.scene.scene.start('Results', results());
    });
  }
}
