/** Promise wrappers around Phaser tweens, honouring the animation speed (0 = instant). */
import type Phaser from 'phaser';
import { markAmbient, wake } from '../frameRate';
import { speedFactor } from '../settings';

/** Tweens `targets` to `props` over `ms` × the speed setting; resolves when done. */
export function tweenTo(
  scene: Phaser.Scene,
  targets: object | object[],
  props: Record<string, number | string>,
  ms: number,
  opts: { ease?: string; delay?: number; factor?: number } = {},
): Promise<void> {
  const factor = opts.factor ?? speedFactor();
  const list = Array.isArray(targets) ? targets : [targets];
  if (factor === 0 || !scene.sys.isActive()) {
    for (const t of list) for (const [k, v] of Object.entries(props)) if (typeof v === 'number') (t as Record<string, number>)[k] = v;
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    scene.tweens.add({
      targets: list,
      ...props,
      duration: Math.max(1, ms * factor),
      delay: (opts.delay ?? 0) * factor,
      ease: opts.ease ?? 'Cubic.easeOut',
      onComplete: () => resolve(),
      onStop: () => resolve(),
    });
  });
}

/** Waits `ms` × the speed setting. */
export function pause(scene: Phaser.Scene, ms: number, factor = speedFactor()): Promise<void> {
  if (factor === 0 || !scene.sys.isActive()) return Promise.resolve();
  // The loop keeps every frame through the pause: what comes after it moves on time.
  wake(ms * factor + 100);
  return new Promise((resolve) => scene.time.delayedCall(ms * factor, resolve));
}

/**
 * A tween that repeats forever (a pulse, a sway) and stops by itself when its target is
 * destroyed, so redrawn objects never leave tweens running behind them.
 */
export function loop(
  scene: Phaser.Scene,
  target: Phaser.GameObjects.GameObject,
  props: Record<string, number>,
  ms: number,
  ease = 'Sine.easeInOut',
): Phaser.Tweens.Tween {
  const tween = markAmbient(scene.tweens.add({ targets: target, ...props, duration: ms, yoyo: true, repeat: -1, ease }));
  target.once('destroy', () => tween.stop());
  return tween;
}
