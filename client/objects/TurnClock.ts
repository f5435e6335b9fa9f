import type Phaser from 'phaser';
import { clockText, countdownWarning } from '../modes/tableText';
import { COLORS, FONT } from '../ui/theme';

/**
 * The turn timers on the table: each seat header's clock (updated four times a second by
 * `tick`) and, in the player's own last seconds, a large warning over the table that a bot is
 * about to play for them.
 */
export class TurnClock {
  private texts: { seat: number; text: Phaser.GameObjects.Text }[] = [];
  private countdown: Phaser.GameObjects.Text | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    /** The room's seats as last received: each one's deadline (0: none) and whether it is acting. */
    private readonly seats: () => readonly { deadline: number; acting: boolean }[],
  ) {}

  /** The seconds left on a seat's timer, or null when it has none. */
  private timeLeft(seat: number): number | null {
    const d = this.seats()[seat]?.deadline ?? 0;
    return d ? Math.max(0, Math.ceil((d - Date.now()) / 1000)) : null;
  }

  /** Shows a seat's clock in `text` from now on (until the text is destroyed). */
  track(seat: number, text: Phaser.GameObjects.Text) {
    this.texts.push({ seat, text });
    this.show(seat, text);
  }

  /** Forgets every clock (the table was laid out again). */
  clear() {
    this.texts = [];
  }

  private show(seat: number, text: Phaser.GameObjects.Text) {
    const c = clockText(this.timeLeft(seat));
    text.setText(c.text).setColor(c.warn ? '#ff8a80' : COLORS.goldText);
  }

  /** Updates every clock, and the warning of the player at seat `me` while they act (at `at`: the top centre of the table). */
  tick(me: number | null, at: { x: number; y: number }, u: number) {
    this.texts = this.texts.filter((t) => t.text.scene);
    for (const t of this.texts) this.show(t.seat, t.text);
    const warn = me !== null && this.seats()[me]?.acting === true ? countdownWarning(this.timeLeft(me), true) : null;
    if (!warn) {
      this.countdown?.setVisible(false);
      return;
    }
    if (!this.countdown?.scene) {
      this.countdown = this.scene.add
        .text(at.x, at.y, '', {
          fontFamily: FONT,
          fontStyle: 'bold',
          fontSize: `${Math.round(18 * u)}px`,
          color: '#ffffff',
          backgroundColor: '#8a1f1ccc',
          padding: { x: 14 * u, y: 6 * u },
        })
        .setOrigin(0.5, 0)
        .setDepth(3200);
    }
    this.countdown.setText(`⏱ ${warn}`).setVisible(true);
  }
}
