import type Phaser from 'phaser';
import type { GameEvent } from '../../shared/engine/types';
import type { Rect } from '../modes/layout';
import { GameLog, type LogLine } from './GameLog';

/** Test-hook key of the replay link a finished game's log ends with. */
export const REPLAY_LINK = 'replay:log';

/** Log lines (and the events they tell) kept. */
const LOG_LENGTH = 300;

/**
 * A table's game log: the events it tells (kept, so that it can be told again when the player's
 * seat, hence who is "You", changes), their lines, and the panel showing them: beside the table
 * when there is room, else a drawer the top bar's log button opens.
 */
export class TableLog {
  private events: GameEvent[] = [];
  private lines: LogLine[] = [];
  private seeded = false;
  /** Once the game is over: the last line, a link to the match's replay. */
  private replayLink: LogLine | null = null;
  private panel: GameLog | null = null;
  private drawer = false;

  constructor(private readonly lineFor: (e: GameEvent) => LogLine | null) {}

  /** A new table: nothing told yet. */
  reset() {
    this.events = [];
    this.lines = [];
    this.seeded = false;
    this.replayLink = null;
  }

  /** Lays the panel out again (the scene was cleared): beside the table at `beside`, or none (a closed drawer). */
  place(scene: Phaser.Scene, beside: Rect | null, u: number) {
    this.drawer = false;
    this.panel = beside ? new GameLog(scene, beside, u) : null;
    this.panel?.setLines(this.lines);
  }

  /** Whether the log needs the top bar's button (it has no room beside the table), and whether its drawer is open. */
  get button(): { open: boolean } | null {
    return this.panel && !this.drawer ? null : { open: this.drawer };
  }

  /** Opens or closes the drawer, at `rect`. */
  toggleDrawer(scene: Phaser.Scene, rect: Rect, u: number) {
    this.drawer = !this.drawer;
    this.panel?.destroy();
    this.panel = this.drawer ? new GameLog(scene, rect, u) : null;
    this.panel?.setDepth(3000).setLines(this.lines);
  }

  /** The log the table's first state carries (what happened before this client came). */
  seed(events: GameEvent[]) {
    if (this.seeded) return;
    this.seeded = true;
    this.events = events.slice(-LOG_LENGTH);
    this.retell();
  }

  /** Tells the whole log again. */
  retell() {
    this.lines = this.events.map(this.lineFor).filter((l): l is LogLine => l !== null);
    if (this.replayLink) this.lines.push(this.replayLink);
    this.panel?.setLines(this.lines);
  }

  /** Tells one more event. */
  tell(e: GameEvent) {
    this.events.push(e);
    if (this.events.length > LOG_LENGTH) this.events.shift();
    this.push(this.lineFor(e));
  }

  /** The game is over: the log ends with a link that calls `open` (once per table). */
  offerReplay(open: () => void) {
    if (this.replayLink) return;
    this.replayLink = { text: '▶ Watch the replay of this game', link: { key: REPLAY_LINK, onClick: open } };
    this.push(this.replayLink);
  }

  /** Adds a line no event tells. */
  push(line: LogLine | null) {
    if (!line) return;
    this.lines.push(line);
    if (this.lines.length > LOG_LENGTH) this.lines.shift();
    this.panel?.add_(line);
  }
}
