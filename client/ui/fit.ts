import type Phaser from 'phaser';

/** Shrinks a text to `room` wide when it is wider: the last resort, once the layout has given it what room it can. */
export function fitWidth(t: Phaser.GameObjects.Text, room: number): void {
  if (t.width > room) t.setScale(room / t.width);
}
