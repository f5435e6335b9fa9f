/**
 * How often the game draws. Phaser steps and draws at every display frame whatever changed: the
 * idle lobby (its cards' slow sway, a pulsing dot) kept headless Chromium's software renderer at
 * 72% of a core at 1280x800 and 125% at 390x844 with 3 device pixels per CSS pixel (7 December
 * 2026), and with a GPU a phone still pays for every frame in battery.
 *
 * So the loop runs at every frame while something moves (any tween but an ambient loop, however
 * it was started), for a moment after each input, message from the server or pause between
 * animations, and while a tween's continuation may start the next one; slower while only ambient
 * loops (a pulse, a sway) play; and a few times a second when nothing does. That slow beat bounds
 * how late a change with no tween can show when nothing announces it (a fetch's answer setting a
 * text).
 *
 * Off for now, on with `?frames=demand` (bench/client-frames.ts compares the two): with it on,
 * `.ci/run` once saw a phone's tap on a Poker+ card not pick it (phone.e2e, "sideways Poker+"),
 * which is not explained yet.
 */
import type Phaser from 'phaser';

/** Frames a second per state of the table (0: every display frame). */
const FRAME_LIMITS = { moving: 0, ambient: 24, still: 5 } as const;

/**
 * How long the loop stays at every frame after an input (hover and press timers of 380 and 450 ms
 * then fire on time), and after the last moving tween (its promise's continuation may start the
 * next animation a frame later).
 */
const AWAKE_AFTER_INPUT_MS = 600;
const AWAKE_AFTER_MOTION_MS = 300;

/** DOM events that mean a person is doing something. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'pointerup', 'wheel', 'keydown', 'keyup', 'touchstart', 'resize', 'focus'];

/** The loop's rate for what is playing now. */
function frameLimit(awake: boolean, moving: boolean, ambient: boolean): number {
  if (awake || moving) return FRAME_LIMITS.moving;
  return ambient ? FRAME_LIMITS.ambient : FRAME_LIMITS.still;
}

const ambientTweens = new WeakSet<Phaser.Tweens.Tween>();
let game: Phaser.Game | null = null;
let awakeUntil = 0;

/** Marks a tween that repeats forever as ambient: it does not need every frame. */
export function markAmbient(tween: Phaser.Tweens.Tween): Phaser.Tweens.Tween {
  ambientTweens.add(tween);
  return tween;
}

/** Keeps the loop at every frame for `ms` from now (something is about to move). */
export function wake(ms = AWAKE_AFTER_INPUT_MS): void {
  awakeUntil = Math.max(awakeUntil, performance.now() + ms);
  if (game && game.loop.fpsLimit !== FRAME_LIMITS.moving) setLimit(game, FRAME_LIMITS.moving);
}

/**
 * Never from inside a step (a clock's callback may wake): the loop restarts its frame requests,
 * and the step it is in would then request one more, running two loops at once.
 */
function setLimit(g: Phaser.Game, limit: number) {
  queueMicrotask(() => {
    if (g.loop.fpsLimit !== limit) g.loop.setFPSLimit(limit);
  });
}

/** What plays in the active scenes: any tween that moves something, any ambient loop. */
function playing(g: Phaser.Game): { moving: boolean; ambient: boolean } {
  const out = { moving: false, ambient: false };
  for (const scene of g.scene.getScenes(true))
    for (const tween of scene.tweens.tweens) {
      if (!tween.isPlaying()) continue;
      if (ambientTweens.has(tween)) out.ambient = true;
      else out.moving = true;
    }
  return out;
}

/** The loop's rate now and what plays (for the test hook). */
export function frameState(g: Phaser.Game): { limit: number; moving: boolean; ambient: boolean } {
  return { limit: g.loop.fpsLimit, ...playing(g) };
}

export function installFrameRate(g: Phaser.Game): void {
  if (new URLSearchParams(location.search).get('frames') !== 'demand') return;
  game = g;
  for (const type of INPUT_EVENTS) window.addEventListener(type, () => wake(), { capture: true, passive: true });
  g.events.on('poststep', () => {
    const now = performance.now();
    const { moving, ambient } = playing(g);
    if (moving) awakeUntil = Math.max(awakeUntil, now + AWAKE_AFTER_MOTION_MS);
    const limit = frameLimit(now < awakeUntil, moving, ambient);
    if (limit !== g.loop.fpsLimit) setLimit(g, limit);
  });
  // While the loop is slowed, the tween clocks still tick at every display frame (cheap: nothing
  // is drawn), so that a tween started by anything (a clock's callback in a slow step, a timer, a
  // fetch's answer) begins at its start rather than as far in as the last slow step was ago, and
  // wakes the loop within a frame.
  const watch = () => {
    if (g.loop.fpsLimit !== FRAME_LIMITS.moving) {
      for (const scene of g.scene.getScenes(true)) scene.tweens.update();
      if (playing(g).moving) wake(AWAKE_AFTER_MOTION_MS);
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}
