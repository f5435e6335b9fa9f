/**
 * A control pressed and then taken away before the release (the table changed under the
 * player's finger): the scene hears of it, to say so, and nothing is sent.
 */
import type Phaser from 'phaser';

/** The scene event carrying what was pressed (a button's label, or "that card"). */
export const CONTROL_VANISHED = 'control-vanished';

/** Tells `scene` that the control `what`, pressed and not yet released, is gone. */
export function controlVanished(scene: Phaser.Scene, what: string): void {
  scene.events.emit(CONTROL_VANISHED, what);
}
