import type Phaser from 'phaser';

/**
 * Shrinks a text to `room` wide when it is wider: the last resort, once the layout has given it
 * what room it can. Never below `floor` of its size (a title past reading is worse than one cut).
 */
export function fitWidth(t: Phaser.GameObjects.Text, room: number, floor = 0): void {
  if (t.width > room) t.setScale(Math.max(floor, room / t.width));
}
