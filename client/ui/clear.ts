import type Phaser from 'phaser';

/**
 * Destroys everything a scene shows, before it is laid out again. (`children.removeAll(true)`
 * only takes objects off the display list: its argument skips callbacks, it does not destroy,
 * so the objects, their input and their test-hook targets would live on.)
 */
export function clearScene(scene: Phaser.Scene): void {
  scene.tweens.killAll();
  for (const obj of [...scene.children.list]) obj.destroy();
}
