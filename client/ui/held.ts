import type Phaser from 'phaser';

/**
 * Runs `fn` now, or once the press held on `scene` is let go. Redrawing makes buttons anew, and
 * the one under a held finger would miss its release. Phaser tells the pressed object of the
 * release before the scene, so the press's click runs first.
 */
export function whenReleased(scene: Phaser.Scene, fn: () => void): void {
  if (!scene.input.manager.pointers.some((p) => p.isDown)) return fn();
  const once = () => {
    scene.input.off('pointerup', once);
    scene.input.off('pointerupoutside', once);
    fn();
  };
  scene.input.on('pointerup', once);
  scene.input.on('pointerupoutside', once);
}
