/**
 * Short sound effects synthesized with WebAudio (no files to download): a card dealt (a soft
 * swish of filtered noise), a card turned (a click), chips (two bright pings). The audio context
 * starts on the player's first tap or key, as browsers require; muting is kept in the browser.
 */
import { settings } from '../settings';

export type Sfx = 'deal' | 'flip' | 'chips';

let ctx: AudioContext | null = null;
const buffers = new Map<Sfx, AudioBuffer>();
/** At most one sound of a kind per this many ms, so a dealt hand is a flurry, not a roar. */
const MIN_GAP_MS: Record<Sfx, number> = { deal: 45, flip: 60, chips: 90 };
const lastPlayed = new Map<Sfx, number>();

/** Fills a buffer from a sample function of time (seconds). */
function synth(ac: AudioContext, seconds: number, sample: (t: number, i: number) => number): AudioBuffer {
  const n = Math.floor(ac.sampleRate * seconds);
  const buf = ac.createBuffer(1, n, ac.sampleRate);
  const data = buf.getChannelData(0);
  for (let i = 0; i < n; i++) data[i] = sample(i / ac.sampleRate, i);
  return buf;
}

/** The three sounds, as data: each a sample function and a length. */
function makeBuffers(ac: AudioContext) {
  // A fixed pseudo-random sequence: the same swish every time, no Math.random needed.
  let seed = 12345;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 2 - 1;
  let low = 0;
  buffers.set(
    'deal',
    synth(ac, 0.12, (t) => {
      low += (noise() - low) * 0.35; // a gentle low-pass: paper, not hiss
      return low * Math.exp(-t * 38) * 0.9;
    }),
  );
  buffers.set(
    'flip',
    synth(ac, 0.05, (t) => (noise() * 0.5 + Math.sin(2 * Math.PI * 1800 * t) * 0.5) * Math.exp(-t * 120) * 0.6),
  );
  buffers.set(
    'chips',
    synth(ac, 0.22, (t) => {
      const ping = (f: number, at: number) => (t < at ? 0 : Math.sin(2 * Math.PI * f * (t - at)) * Math.exp(-(t - at) * 30));
      return (ping(2600, 0) + ping(3400, 0.06) * 0.8) * 0.35;
    }),
  );
}

function start() {
  if (ctx || typeof window === 'undefined') return;
  const AC = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AC) return;
  try {
    ctx = new AC();
    makeBuffers(ctx);
  } catch {
    ctx = null;
  }
}

/** Starts the audio on the first gesture (a context made earlier would stay suspended). */
export function installSfx(): void {
  const once = () => {
    start();
    void ctx?.resume().catch(() => undefined);
    window.removeEventListener('pointerdown', once);
    window.removeEventListener('keydown', once);
  };
  window.addEventListener('pointerdown', once);
  window.addEventListener('keydown', once);
}

/** Plays a sound unless muted, no audio is available yet, or the same sound just played. */
export function sfx(kind: Sfx, volume = 1): void {
  if (settings.muted || !ctx || ctx.state !== 'running') return;
  const now = performance.now();
  if (now - (lastPlayed.get(kind) ?? -Infinity) < MIN_GAP_MS[kind]) return;
  lastPlayed.set(kind, now);
  const buf = buffers.get(kind);
  if (!buf) return;
  const src = ctx.createBufferSource();
  src.buffer = buf;
  src.playbackRate.value = 0.94 + ((now % 97) / 97) * 0.12; // a little variety between repeats
  const gain = ctx.createGain();
  gain.gain.value = volume;
  src.connect(gain).connect(ctx.destination);
  src.start();
}
