/**
 * A small test-only window hook: which scene is showing, where the pickable things are on the
 * canvas (in CSS pixels, for page.mouse.click), and what the scene says about itself (step,
 * busy...). Moves still go through the UI: the hook only tells a test where to click.
 */
import type Phaser from 'phaser';
import { frameState } from './frameRate';
import { settings } from './settings';
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

/** The last clicks on targets, toasts shown and scenes started, so that a failing test can say what happened. */
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
  noteTrail(`scene ${scene.sys.settings.key}`);
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

/**
 * What a press at CSS pixel (x, y) would reach: the top-most interactive object of the top-most
 * scene that has one there, as Phaser's own input would pick it (its key, or its type when it is
 * not a registered target), or null when nothing interactive is there.
 */
function hitTest(game: Phaser.Game, x: number, y: number): string | null {
  const d = dpr();
  // Scenes top first, as the input manager asks them.
  for (const scene of game.scene.getScenes(true, true)) {
    const input = scene.input as unknown as { _list: Phaser.GameObjects.GameObject[]; cameras: Phaser.Cameras.Scene2D.CameraManager };
    const pointer = { x: x * d, y: y * d, worldX: 0, worldY: 0, camera: null } as unknown as Phaser.Input.Pointer;
    for (const camera of input.cameras.getCamerasBelowPointer(pointer)) {
      const over = [...game.input.hitTest(pointer, input._list, camera, [])];
      if (over.length === 0) continue;
      (pointer as unknown as { camera: Phaser.Cameras.Scene2D.Camera }).camera = camera;
      const [top] = scene.input.sortGameObjects(over, pointer);
      return keyOf(scene, top) ?? top.type;
    }
  }
  return null;
}

/** Every visible text of the active scenes whose box is on the canvas, in CSS pixels. */
function textsOf(game: Phaser.Game): { text: string; x: number; y: number; w: number; h: number; size: number }[] {
  const d = dpr();
  const out: { text: string; x: number; y: number; w: number; h: number; size: number }[] = [];
  const visit = (scene: Phaser.Scene, o: Phaser.GameObjects.GameObject) => {
    if (!shown(o)) return;
    if (o.type === 'Text') {
      const t = o as Phaser.GameObjects.Text;
      const b = onCanvas(scene, t.getBounds());
      if (t.text && b.x + b.width > 0 && b.y + b.height > 0 && b.x < game.scale.width && b.y < game.scale.height)
        out.push({ text: t.text, x: b.x / d, y: b.y / d, w: b.width / d, h: b.height / d, size: cssFontSize(scene, t) });
    }
    const list = (o as unknown as { list?: Phaser.GameObjects.GameObject[] }).list;
    if (Array.isArray(list)) for (const child of list) visit(scene, child);
  };
  for (const scene of game.scene.getScenes(true)) for (const o of scene.children.list) visit(scene, o);
  return out;
}

/** A text's font size as drawn, in CSS pixels: its style's size, scaled with it, its containers and the camera. */
function cssFontSize(scene: Phaser.Scene, t: Phaser.GameObjects.Text): number {
  let scale = t.scaleY;
  for (let c = t.parentContainer; c; c = c.parentContainer) scale *= c.scaleY;
  return (Number.parseFloat(String(t.style.fontSize)) * scale * scene.cameras.main.zoom) / dpr();
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where a rectangle of `scene`'s world is on the canvas, as the scene's main camera shows it: the
 * same place unless the camera is moved or zoomed (the replay viewer shrinks the table's).
 */
function onCanvas(scene: Phaser.Scene, r: Rect): Rect {
  const cam = scene.cameras.main;
  const z = cam.zoom;
  return { x: cam.x + (r.x - cam.worldView.x) * z, y: cam.y + (r.y - cam.worldView.y) * z, width: r.width * z, height: r.height * z };
}

function shown(obj: Phaser.GameObjects.GameObject): boolean {
  let o: any = obj;
  while (o) {
    if (o.visible === false || o.alpha === 0 || o.active === false) return false;
    o = o.parentContainer;
  }
  return true;
}

/** A registered target as the canvas shows it: its box in canvas pixels. */
export interface TargetBox {
  key: string;
  x: number;
  y: number;
  w: number;
  h: number;
  enabled: boolean;
  live: boolean;
}

/** Every registered target shown now, in canvas pixels (what `__tp.targets()` lists, and the coach points at). */
export function shownTargets(game: Phaser.Game): TargetBox[] {
  const out: TargetBox[] = [];
  for (const scene of game.scene.getScenes(true)) {
    const map = targets.get(scene);
    if (!map) continue;
    for (const [key, t] of map) {
      if (!t.obj.scene || !shown(t.obj)) continue;
      const custom = (t.obj as unknown as { testRect?: () => Rect }).testRect;
      const b = onCanvas(scene, custom ? custom.call(t.obj) : t.obj.getBounds());
      out.push({ key, x: b.x, y: b.y, w: b.width, h: b.height, enabled: t.enabled(), live: game.getFrame() >= t.frame + LIVE_AFTER_FRAMES });
    }
  }
  return out;
}

/** Scenes drawn over the others that never are "the" scene tests ask about. */
const OVERLAY_SCENES = ['Hud', 'Coach'];

export function installTestHook(game: Phaser.Game): void {
  const mainScene = () =>
    game.scene
      .getScenes(true)
      .filter((s) => !OVERLAY_SCENES.includes(s.sys.settings.key))
      .pop();
  window.__tp = {
    game,
    scene: () => mainScene()?.sys.settings.key ?? null,
    fps: () => game.loop.actualFps,
    frames: () => frameState(game),
    trail: () => [...trail],
    speed: () => settings.speed,
    hitTest: (x: number, y: number) => hitTest(game, x, y),
    texts: () => textsOf(game),
    // The view the main scene draws (a table's engine view: its legal moves, for tests to check
    // that each is on screen); null on scenes without one.
    view: () => (mainScene() as unknown as { view?: unknown } | undefined)?.view ?? null,
    info: () => {
      const s = mainScene();
      return s && infos.get(s) ? infos.get(s)!() : {};
    },
    targets: () => {
      const d = dpr();
      return shownTargets(game).map((t) => ({
        key: t.key,
        x: (t.x + t.w / 2) / d,
        y: (t.y + t.h / 2) / d,
        w: t.w / d,
        h: t.h / d,
        enabled: t.enabled,
        live: t.live,
      }));
    },
    // The tutorial coach: its mode, the step showing and what it points at (null when idle).
    coach: () => (game.scene.getScene('Coach') as unknown as { info?: () => unknown } | null)?.info?.() ?? null,
  };
}
