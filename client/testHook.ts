/**
 * A small test-only window hook: which scene is showing, where the pickable things are on the
 * canvas (in CSS pixels, for page.mouse.click), and what the scene says about itself (step,
 * busy...). Moves still go through the UI: the hook only tells a test where to click.
 */
import type Phaser from 'phaser';
import { dpr } from './ui/theme';

interface Target {
  obj: Phaser.GameObjects.GameObject & { getBounds(): Phaser.Geom.Rectangle };
  enabled: () => boolean;
  /** The game frame it was made in. */
  frame: number;
}

/**
 * Phaser adds a new interactive object to its scene's input list at the start of the next game
 * step, and hit-tests only that list: a click that lands in between (a test clicking the button
 * a re-layout has just made) reaches nothing. Two frames later it is live whenever it was made;
 * tests click only live targets.
 */
const LIVE_AFTER_FRAMES = 2;

const targets = new Map<Phaser.Scene, Map<string, Target>>();
const infos = new Map<Phaser.Scene, () => Record<string, unknown>>();

/** The last clicks on targets and toasts shown, so that a failing test can say what happened. */
const trail: string[] = [];
const TRAIL_LENGTH = 16;

export function noteTrail(entry: string): void {
  trail.push(entry);
  if (trail.length > TRAIL_LENGTH) trail.shift();
}

/** Makes a clickable object findable by tests under `key`. */
export function registerTarget(scene: Phaser.Scene, key: string, obj: Target['obj'], enabled: () => boolean = () => true): void {
  let map = targets.get(scene);
  if (!map) targets.set(scene, (map = new Map()));
  map.set(key, { obj, enabled, frame: scene.game.getFrame() });
  obj.on('pointerup', () => noteTrail(`click ${key}`));
  obj.once('destroy', () => {
    if (map!.get(key)?.obj === obj) map!.delete(key);
  });
}

/** What a scene reports about itself to tests (and, for the trail, what each press lands on). */
export function registerInfo(scene: Phaser.Scene, info: () => Record<string, unknown>): void {
  infos.set(scene, info);
  // The scene's input plugin drops its listeners at shutdown: one listener per scene start.
  scene.input.on('pointerdown', (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
    const keys = over.map((o) => keyOf(scene, o) ?? o.type);
    noteTrail(`press ${Math.round(p.x)},${Math.round(p.y)} in ${scene.sys.settings.key} on [${keys.join(', ')}]`);
  });
}

function keyOf(scene: Phaser.Scene, obj: Phaser.GameObjects.GameObject): string | undefined {
  for (const [key, t] of targets.get(scene) ?? []) if (t.obj === obj) return key;
  return undefined;
}

function shown(obj: Phaser.GameObjects.GameObject): boolean {
  let o: any = obj;
  while (o) {
    if (o.visible === false || o.alpha === 0 || o.active === false) return false;
    o = o.parentContainer;
  }
  return true;
}

export function installTestHook(game: Phaser.Game): void {
  const mainScene = () =>
    game.scene
      .getScenes(true)
      .filter((s) => s.sys.settings.key !== 'Hud')
      .pop();
  window.__tp = {
    game,
    scene: () => mainScene()?.sys.settings.key ?? null,
    fps: () => game.loop.actualFps,
    trail: () => [...trail],
    info: () => {
      const s = mainScene();
      return s && infos.get(s) ? infos.get(s)!() : {};
    },
    targets: () => {
      const out: { key: string; x: number; y: number; w: number; h: number; enabled: boolean; live: boolean }[] = [];
      const d = dpr();
      for (const scene of game.scene.getScenes(true)) {
        const map = targets.get(scene);
        if (!map) continue;
        for (const [key, t] of map) {
          if (!t.obj.scene || !shown(t.obj)) continue;
          const custom = (t.obj as unknown as { testRect?: () => { x: number; y: number; width: number; height: number } }).testRect;
          const b = custom ? custom.call(t.obj) : t.obj.getBounds();
          out.push({
            key,
            x: (b.x + b.width / 2) / d,
            y: (b.y + b.height / 2) / d,
            w: b.width / d,
            h: b.height / d,
            enabled: t.enabled(),
            live: game.getFrame() >= t.frame + LIVE_AFTER_FRAMES,
          });
        }
      }
      return out;
    },
  };
}
