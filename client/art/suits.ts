/**
 * Suit pips and small icons drawn as vector paths on a 2D canvas, so they look the same in every
 * browser whatever fonts it has.
 */

export type SuitLetter = 'S' | 'H' | 'D' | 'C';

export const SUIT_COLORS_2 = { S: '#1d1d24', C: '#1d1d24', H: '#c8282d', D: '#c8282d' } as const;
export const SUIT_COLORS_4 = { S: '#1d1d24', C: '#237a3b', H: '#c8282d', D: '#1f5fbf' } as const;

export function suitColor(suit: SuitLetter, fourColour: boolean): string {
  return (fourColour ? SUIT_COLORS_4 : SUIT_COLORS_2)[suit];
}

function heartPath(ctx: CanvasRenderingContext2D, cx: number, cy: number, s: number) {
  // s = full height of the pip
  const w = s * 0.98;
  const top = cy - s * 0.42;
  ctx.moveTo(cx, cy + s * 0.5);
  ctx.bezierCurveTo(cx - w * 0.18, cy + s * 0.3, cx - w * 0.52, cy + s * 0.08, cx - w * 0.5, top + s * 0.2);
  ctx.bezierCurveTo(cx - w * 0.48, top - s * 0.04, cx - w * 0.1, top - s * 0.08, cx, top + s * 0.16);
  ctx.bezierCurveTo(cx + w * 0.1, top - s * 0.08, cx + w * 0.48, top - s * 0.04, cx + w * 0.5, top + s * 0.2);
  ctx.bezierCurveTo(cx + w * 0.52, cy + s * 0.08, cx + w * 0.18, cy + s * 0.3, cx, cy + s * 0.5);
  ctx.closePath();
}

export function drawSuit(ctx: CanvasRenderingContext2D, suit: SuitLetter, cx: number, cy: number, s: number, color: string) {
  ctx.save();
  ctx.fillStyle = color;
  ctx.beginPath();
  switch (suit) {
    case 'H':
      heartPath(ctx, cx, cy, s);
      break;
    case 'D':
      ctx.moveTo(cx, cy - s * 0.5);
      ctx.quadraticCurveTo(cx + s * 0.18, cy - s * 0.2, cx + s * 0.4, cy);
      ctx.quadraticCurveTo(cx + s * 0.18, cy + s * 0.2, cx, cy + s * 0.5);
      ctx.quadraticCurveTo(cx - s * 0.18, cy + s * 0.2, cx - s * 0.4, cy);
      ctx.quadraticCurveTo(cx - s * 0.18, cy - s * 0.2, cx, cy - s * 0.5);
      ctx.closePath();
      break;
    case 'S': {
      // An upside-down heart with a flared stem.
      ctx.save();
      ctx.translate(cx, cy - s * 0.08);
      ctx.scale(1, -1);
      ctx.beginPath();
      heartPath(ctx, 0, 0, s * 0.84);
      ctx.fill();
      ctx.restore();
      ctx.beginPath();
      ctx.moveTo(cx, cy + s * 0.05);
      ctx.quadraticCurveTo(cx + s * 0.04, cy + s * 0.38, cx + s * 0.22, cy + s * 0.5);
      ctx.lineTo(cx - s * 0.22, cy + s * 0.5);
      ctx.quadraticCurveTo(cx - s * 0.04, cy + s * 0.38, cx, cy + s * 0.05);
      ctx.closePath();
      break;
    }
    case 'C': {
      const r = s * 0.21;
      ctx.arc(cx, cy - s * 0.25, r, 0, Math.PI * 2);
      ctx.moveTo(cx - s * 0.22 + r, cy + s * 0.03);
      ctx.arc(cx - s * 0.22, cy + s * 0.03, r, 0, Math.PI * 2);
      ctx.moveTo(cx + s * 0.22 + r, cy + s * 0.03);
      ctx.arc(cx + s * 0.22, cy + s * 0.03, r, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(cx, cy - s * 0.05);
      ctx.quadraticCurveTo(cx + s * 0.04, cy + s * 0.38, cx + s * 0.22, cy + s * 0.5);
      ctx.lineTo(cx - s * 0.22, cy + s * 0.5);
      ctx.quadraticCurveTo(cx - s * 0.04, cy + s * 0.38, cx, cy - s * 0.05);
      ctx.closePath();
      break;
    }
  }
  ctx.fill();
  ctx.restore();
}

/** A five-pointed star centred at (cx, cy). */
export function drawStar(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number, fill: string, stroke?: string) {
  ctx.save();
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const x = cx + rad * Math.cos(a);
    const y = cy + rad * Math.sin(a);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  if (stroke) {
    ctx.lineWidth = r * 0.14;
    ctx.strokeStyle = stroke;
    ctx.stroke();
  }
  ctx.restore();
}

export function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

export type IconName = 'bag' | 'trash' | 'deck' | 'upgrade' | 'shuffle' | 'eye' | 'bot' | 'gear' | 'clock' | 'close' | 'chip' | 'hand' | 'log' | 'link';

/** Draws a white icon in a box of size s at (x, y) (top-left). */
export function drawIcon(ctx: CanvasRenderingContext2D, name: IconName, x: number, y: number, s: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(s / 64, s / 64);
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 6;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  switch (name) {
    case 'bag':
      ctx.moveTo(22, 14);
      ctx.lineTo(42, 14);
      ctx.lineTo(36, 24);
      ctx.lineTo(28, 24);
      ctx.closePath();
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(28, 24);
      ctx.bezierCurveTo(6, 34, 8, 58, 32, 58);
      ctx.bezierCurveTo(56, 58, 58, 34, 36, 24);
      ctx.closePath();
      ctx.fill();
      break;
    case 'trash':
      ctx.rect(12, 14, 40, 6);
      ctx.rect(26, 8, 12, 6);
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(16, 24);
      ctx.lineTo(48, 24);
      ctx.lineTo(44, 58);
      ctx.lineTo(20, 58);
      ctx.closePath();
      ctx.fill();
      break;
    case 'deck':
      ctx.lineWidth = 5;
      roundRect(ctx, 20, 8, 30, 42, 5);
      ctx.stroke();
      roundRect(ctx, 12, 16, 30, 42, 5);
      ctx.fill();
      break;
    case 'upgrade':
      ctx.moveTo(32, 6);
      ctx.lineTo(54, 32);
      ctx.lineTo(40, 32);
      ctx.lineTo(40, 58);
      ctx.lineTo(24, 58);
      ctx.lineTo(24, 32);
      ctx.lineTo(10, 32);
      ctx.closePath();
      ctx.fill();
      break;
    case 'shuffle':
      ctx.lineWidth = 6;
      ctx.moveTo(8, 46);
      ctx.bezierCurveTo(30, 46, 30, 18, 50, 18);
      ctx.moveTo(8, 18);
      ctx.bezierCurveTo(30, 18, 30, 46, 50, 46);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(58, 18);
      ctx.lineTo(46, 8);
      ctx.lineTo(46, 28);
      ctx.closePath();
      ctx.moveTo(58, 46);
      ctx.lineTo(46, 36);
      ctx.lineTo(46, 56);
      ctx.closePath();
      ctx.fill();
      break;
    case 'eye':
      ctx.moveTo(4, 32);
      ctx.quadraticCurveTo(32, 4, 60, 32);
      ctx.quadraticCurveTo(32, 60, 4, 32);
      ctx.closePath();
      ctx.fill();
      ctx.globalCompositeOperation = 'destination-out';
      ctx.beginPath();
      ctx.arc(32, 32, 11, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalCompositeOperation = 'source-over';
      ctx.beginPath();
      ctx.arc(32, 32, 6, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'bot':
      roundRect(ctx, 12, 20, 40, 32, 8);
      ctx.fill();
      ctx.fillRect(29, 8, 6, 12);
      ctx.beginPath();
      ctx.arc(32, 8, 5, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalCompositeOperation = 'destination-out';
      ctx.beginPath();
      ctx.arc(24, 34, 5, 0, Math.PI * 2);
      ctx.arc(40, 34, 5, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillRect(24, 43, 16, 3);
      ctx.globalCompositeOperation = 'source-over';
      break;
    case 'gear': {
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        ctx.save();
        ctx.translate(32, 32);
        ctx.rotate(a);
        ctx.fillRect(-5, -28, 10, 12);
        ctx.restore();
      }
      ctx.beginPath();
      ctx.arc(32, 32, 19, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalCompositeOperation = 'destination-out';
      ctx.beginPath();
      ctx.arc(32, 32, 8, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalCompositeOperation = 'source-over';
      break;
    }
    case 'clock':
      ctx.arc(32, 32, 24, 0, Math.PI * 2);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(32, 18);
      ctx.lineTo(32, 32);
      ctx.lineTo(42, 38);
      ctx.stroke();
      break;
    case 'close':
      ctx.lineWidth = 8;
      ctx.moveTo(14, 14);
      ctx.lineTo(50, 50);
      ctx.moveTo(50, 14);
      ctx.lineTo(14, 50);
      ctx.stroke();
      break;
    case 'chip':
      ctx.arc(32, 32, 26, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'hand':
      roundRect(ctx, 8, 14, 26, 38, 5);
      ctx.fill();
      ctx.save();
      ctx.translate(36, 14);
      ctx.rotate(0.25);
      roundRect(ctx, 0, 0, 24, 38, 5);
      ctx.fill();
      ctx.restore();
      break;
    case 'log':
      for (let i = 0; i < 4; i++) ctx.fillRect(10, 12 + i * 12, i % 2 ? 32 : 44, 6);
      break;
    case 'link':
      ctx.lineWidth = 7;
      roundRect(ctx, 6, 22, 30, 20, 10);
      ctx.stroke();
      roundRect(ctx, 28, 22, 30, 20, 10);
      ctx.stroke();
      break;
  }
  ctx.restore();
}
