/**
 * Every texture the game uses, painted at load on canvases sized for this screen's
 * devicePixelRatio, so cards stay crisp on any display. Card faces can be repainted in place
 * (the four-colour suit option) and every sprite showing them updates at once.
 */
import type Phaser from 'phaser';
import { CARD_RATIO, faceKey, paintFace, type FaceSpec } from './cards';
import { drawIcon, drawSuit, roundRect, type IconName } from './suits';
import { settings } from '../settings';
import { COLORS, css, dpr, SEAT_COLORS } from '../ui/theme';

/** Height of card textures in pixels: a bit more than the largest card ever shown. */
export function cardTextureHeight(): number {
  const screenH = Math.max(window.screen?.height ?? 800, window.innerHeight) * dpr();
  return Math.round(Math.min(480, Math.max(200, screenH * 0.26)));
}

const painted = new Map<string, FaceSpec>();

function canvasTexture(textures: Phaser.Textures.TextureManager, key: string, w: number, h: number) {
  if (textures.exists(key)) textures.remove(key);
  const tex = textures.createCanvas(key, w, h);
  if (!tex) throw new Error(`Could not create texture ${key}`);
  return tex;
}

/** Creates (or returns) the texture of a card face; returns its key. */
export function ensureFace(textures: Phaser.Textures.TextureManager, spec: FaceSpec): string {
  const key = faceKey(spec);
  if (textures.exists(key)) return key;
  const h = cardTextureHeight();
  const w = Math.round(h * CARD_RATIO);
  const tex = canvasTexture(textures, key, w, h);
  paintFace(tex.getContext(), w, h, spec, settings.fourColour);
  tex.refresh();
  painted.set(key, spec);
  return key;
}

/** Repaints every card face already made (after the suit colours changed). */
export function repaintFaces(textures: Phaser.Textures.TextureManager): void {
  for (const [key, spec] of painted) {
    const tex = textures.get(key) as Phaser.Textures.CanvasTexture;
    if (!tex || typeof tex.getContext !== 'function') continue;
    const { width, height } = tex;
    paintFace(tex.getContext(), width, height, spec, settings.fourColour);
    tex.refresh();
  }
}

function paintTexture(
  textures: Phaser.Textures.TextureManager,
  key: string,
  w: number,
  h: number,
  paint: (ctx: CanvasRenderingContext2D, w: number, h: number) => void,
) {
  if (textures.exists(key)) return;
  const tex = canvasTexture(textures, key, Math.ceil(w), Math.ceil(h));
  paint(tex.getContext(), tex.width, tex.height);
  tex.refresh();
}

export const CHIP_COLORS: Record<string, [string, string]> = {
  white: ['#f4f1e6', '#3d6fb6'],
  red: ['#d64541', '#ffffff'],
  blue: ['#2f6fd0', '#ffffff'],
  green: ['#2e9e5b', '#ffffff'],
  black: ['#26262e', '#f2c94c'],
};

export const ICONS: IconName[] = ['bag', 'trash', 'deck', 'upgrade', 'shuffle', 'eye', 'bot', 'gear', 'clock', 'close', 'chip', 'hand', 'log', 'link'];

/** Table furniture: felt, chips, rank markers, shuffle tiles, icons, glows and shadows. */
export function paintFurniture(textures: Phaser.Textures.TextureManager): void {
  const d = Math.min(2, dpr());
  paintTexture(textures, 'felt', 512, 512, (ctx, w, h) => {
    const g = ctx.createRadialGradient(w / 2, h * 0.45, w * 0.05, w / 2, h / 2, w * 0.75);
    g.addColorStop(0, '#17674a');
    g.addColorStop(0.6, '#0f4a35');
    g.addColorStop(1, '#06261a');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
  });
  const chip = 64 * d;
  for (const [name, [base, stripe]] of Object.entries(CHIP_COLORS)) {
    paintTexture(textures, `chip-${name}`, chip, chip, (ctx, w) => {
      const r = w / 2 - 1;
      ctx.beginPath();
      ctx.arc(w / 2, w / 2, r, 0, Math.PI * 2);
      ctx.fillStyle = base;
      ctx.fill();
      ctx.fillStyle = stripe;
      for (let i = 0; i < 6; i++) {
        ctx.save();
        ctx.translate(w / 2, w / 2);
        ctx.rotate((i * Math.PI) / 3);
        ctx.fillRect(-r * 0.12, -r, r * 0.24, r * 0.26);
        ctx.restore();
      }
      ctx.beginPath();
      ctx.arc(w / 2, w / 2, r * 0.62, 0, Math.PI * 2);
      ctx.lineWidth = r * 0.08;
      ctx.setLineDash([r * 0.18, r * 0.12]);
      ctx.strokeStyle = stripe;
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.arc(w / 2, w / 2, r, 0, Math.PI * 2);
      ctx.lineWidth = 2;
      ctx.strokeStyle = 'rgba(0,0,0,0.45)';
      ctx.stroke();
    });
  }
  // Colours are painted in, not tinted: the Canvas renderer cannot tint.
  SEAT_COLORS.forEach((color, seat) =>
    paintTexture(textures, `marker-${seat}`, 48 * d, 60 * d, (ctx, w, h) => {
      // A pawn in the seat's colour.
      ctx.fillStyle = css(color);
      ctx.strokeStyle = 'rgba(0,0,0,0.6)';
      ctx.lineWidth = 2 * d;
      ctx.beginPath();
      ctx.arc(w / 2, h * 0.28, w * 0.24, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(w * 0.3, h * 0.45);
      ctx.lineTo(w * 0.7, h * 0.45);
      ctx.lineTo(w * 0.9, h * 0.92);
      ctx.lineTo(w * 0.1, h * 0.92);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
    }),
  );
  const tile = 96 * d;
  paintTexture(textures, 'tile-gray', tile, tile, (ctx, w) => {
    roundRect(ctx, 2, 2, w - 4, w - 4, w * 0.16);
    ctx.fillStyle = '#5d6663';
    ctx.fill();
    ctx.lineWidth = 2 * d;
    ctx.strokeStyle = '#2b302e';
    ctx.stroke();
    ctx.globalAlpha = 0.45;
    drawIcon(ctx, 'shuffle', w * 0.18, w * 0.18, w * 0.64);
  });
  paintTexture(textures, 'tile-active', tile, tile, (ctx, w) => {
    const g = ctx.createLinearGradient(0, 0, w, w);
    g.addColorStop(0, '#ffcf4a');
    g.addColorStop(1, '#f0762f');
    roundRect(ctx, 2, 2, w - 4, w - 4, w * 0.16);
    ctx.fillStyle = g;
    ctx.fill();
    ctx.lineWidth = 2 * d;
    ctx.strokeStyle = '#7a3300';
    ctx.stroke();
    drawIcon(ctx, 'shuffle', w * 0.18, w * 0.18, w * 0.64);
  });
  for (const icon of ICONS) paintTexture(textures, `icon-${icon}`, 64 * d, 64 * d, (ctx, w) => drawIcon(ctx, icon, 0, 0, w));
  for (const suit of ['S', 'H', 'D', 'C'] as const) {
    paintTexture(textures, `suit-${suit}`, 64 * d, 64 * d, (ctx, w) => drawSuit(ctx, suit, w / 2, w / 2, w * 0.9, '#ffffff'));
  }
  const gh = cardTextureHeight() * 0.6;
  const gw = gh * CARD_RATIO;
  const pad = gh * 0.12;
  for (const [name, color] of [
    ['legal', COLORS.legal],
    ['picked', COLORS.picked],
  ] as const) {
    paintTexture(textures, `card-glow-${name}`, gw + pad * 2, gh + pad * 2, (ctx) => {
      ctx.shadowColor = css(color);
      ctx.shadowBlur = pad * 0.8;
      roundRect(ctx, pad, pad, gw, gh, gw * 0.08);
      ctx.fillStyle = css(color);
      ctx.fill();
    });
  }
  paintTexture(textures, 'card-shadow', gw + pad * 2, gh + pad * 2, (ctx) => {
    ctx.shadowColor = 'rgba(0,0,0,0.9)';
    ctx.shadowBlur = pad * 0.6;
    roundRect(ctx, pad, pad, gw, gh, gw * 0.08);
    ctx.fillStyle = 'rgba(0,0,0,0.8)';
    ctx.fill();
  });
  paintTexture(textures, 'dot', 32, 32, (ctx, w) => {
    ctx.beginPath();
    ctx.arc(w / 2, w / 2, w / 2 - 1, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
  });
}

/** Pad (in texture pixels) around a card inside the glow and shadow textures, as a share of the card height. */
export const GLOW_PAD = 0.12;
