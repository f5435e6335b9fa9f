/**
 * Card faces and backs, painted on canvases at load time (see TextureFactory): standard cards with
 * real pip layouts, Trash Poker's multi-symbol jokers (several ranks and suits, stars, an effect
 * sticker), the Final Joker, Poker+'s black and red jokers, and the back.
 */
import { FONT, SERIF } from '../ui/theme';
import { drawIcon, drawStar, drawSuit, roundRect, suitColor, type SuitLetter } from './suits';

export const CARD_RATIO = 0.714;

export const STANDARD_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type StandardRank = (typeof STANDARD_RANKS)[number];
export const SUIT_LETTERS: SuitLetter[] = ['S', 'H', 'D', 'C'];

/** A Trash Poker joker as the art needs it: its printed symbols and a short effect label. */
export interface JokerArt {
  /** The joker's id (`j03`, `u03`): starting and unlockable jokers share numbers, never ids. */
  id: string;
  number: number;
  /** An unlockable joker's name, printed instead of "JOKER n". */
  name?: string;
  ranks: string[];
  suits: SuitLetter[];
  anyRank?: boolean;
  anySuit?: boolean;
  /** When its effect triggers; picks the sticker colour ("Anatomy of a Joker Card"). */
  trigger: 'collect' | 'deck' | 'trash' | 'none';
  label: string;
}

export type FaceSpec =
  | { kind: 'standard'; rank: StandardRank; suit: SuitLetter }
  | { kind: 'joker'; joker: JokerArt }
  | { kind: 'final-joker' }
  | { kind: 'plain-joker'; colour: 'black' | 'red' }
  | { kind: 'back' };

const PAPER = '#fbf8ef';

/** Pip centres for 2..10 as (column, row) in a 3×7 grid; rows ≥ 4 are drawn upside down. */
const PIPS: Record<string, [number, number][]> = {
  '2': [
    [1, 0],
    [1, 6],
  ],
  '3': [
    [1, 0],
    [1, 3],
    [1, 6],
  ],
  '4': [
    [0, 0],
    [2, 0],
    [0, 6],
    [2, 6],
  ],
  '5': [
    [0, 0],
    [2, 0],
    [1, 3],
    [0, 6],
    [2, 6],
  ],
  '6': [
    [0, 0],
    [2, 0],
    [0, 3],
    [2, 3],
    [0, 6],
    [2, 6],
  ],
  '7': [
    [0, 0],
    [2, 0],
    [1, 1.5],
    [0, 3],
    [2, 3],
    [0, 6],
    [2, 6],
  ],
  '8': [
    [0, 0],
    [2, 0],
    [1, 1.5],
    [0, 3],
    [2, 3],
    [1, 4.5],
    [0, 6],
    [2, 6],
  ],
  '9': [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
    [1, 3],
    [0, 4],
    [2, 4],
    [0, 6],
    [2, 6],
  ],
  '10': [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
    [0, 4],
    [2, 4],
    [1, 5],
    [0, 6],
    [2, 6],
  ],
};

function paper(ctx: CanvasRenderingContext2D, w: number, h: number, fill: string | CanvasGradient = PAPER) {
  const r = w * 0.08;
  ctx.clearRect(0, 0, w, h);
  roundRect(ctx, 1, 1, w - 2, h - 2, r);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, w * 0.012);
  ctx.strokeStyle = 'rgba(0,0,0,0.35)';
  ctx.stroke();
}

function indexText(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, size: number, color: string, maxWidth: number) {
  ctx.font = `bold ${size}px ${SERIF}`;
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillText(text, x, y, maxWidth);
}

/** The corner index (rank over suit), drawn top-left and rotated bottom-right. */
function corners(ctx: CanvasRenderingContext2D, w: number, h: number, draw: () => void) {
  draw();
  ctx.save();
  ctx.translate(w, h);
  ctx.rotate(Math.PI);
  draw();
  ctx.restore();
}

function standardFace(ctx: CanvasRenderingContext2D, w: number, h: number, rank: StandardRank, suit: SuitLetter, four: boolean) {
  paper(ctx, w, h);
  const color = suitColor(suit, four);
  const ix = w * 0.13;
  corners(ctx, w, h, () => {
    indexText(ctx, rank, ix, h * 0.035, h * 0.17, color, w * 0.24);
    drawSuit(ctx, suit, ix, h * 0.27, h * 0.11, color);
  });
  if (rank === 'A') {
    drawSuit(ctx, suit, w / 2, h / 2, h * 0.36, color);
  } else if (rank === 'J' || rank === 'Q' || rank === 'K') {
    courtFace(ctx, w, h, rank, suit, color);
  } else {
    const cols = [w * 0.36, w * 0.5, w * 0.64];
    const top = h * 0.2;
    const step = (h * 0.6) / 6;
    const size = h * 0.12;
    for (const [c, r] of PIPS[rank]) {
      const x = cols[c];
      const y = top + r * step;
      if (r > 3) {
        ctx.save();
        ctx.translate(x, y);
        ctx.rotate(Math.PI);
        drawSuit(ctx, suit, 0, 0, size, color);
        ctx.restore();
      } else drawSuit(ctx, suit, x, y, size, color);
    }
  }
}

function courtFace(ctx: CanvasRenderingContext2D, w: number, h: number, rank: string, suit: SuitLetter, color: string) {
  const x = w * 0.25;
  const y = h * 0.16;
  const fw = w * 0.5;
  const fh = h * 0.68;
  const grad = ctx.createLinearGradient(0, y, 0, y + fh);
  grad.addColorStop(0, '#fff3cf');
  grad.addColorStop(1, '#f3d99a');
  roundRect(ctx, x, y, fw, fh, w * 0.04);
  ctx.fillStyle = grad;
  ctx.fill();
  ctx.lineWidth = w * 0.015;
  ctx.strokeStyle = color;
  ctx.stroke();
  // A crown above the letter.
  ctx.fillStyle = '#d4a017';
  ctx.beginPath();
  const cx = w / 2;
  const cy = y + fh * 0.2;
  const cw = fw * 0.5;
  ctx.moveTo(cx - cw / 2, cy + cw * 0.25);
  ctx.lineTo(cx - cw / 2, cy - cw * 0.15);
  ctx.lineTo(cx - cw / 4, cy + cw * 0.05);
  ctx.lineTo(cx, cy - cw * 0.25);
  ctx.lineTo(cx + cw / 4, cy + cw * 0.05);
  ctx.lineTo(cx + cw / 2, cy - cw * 0.15);
  ctx.lineTo(cx + cw / 2, cy + cw * 0.25);
  ctx.closePath();
  ctx.fill();
  ctx.font = `bold ${h * 0.26}px ${SERIF}`;
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(rank, cx, y + fh * 0.52);
  drawSuit(ctx, suit, cx, y + fh * 0.82, h * 0.09, color);
}

const STICKER: Record<JokerArt['trigger'], { fill: string; text: string; icon: 'bag' | 'deck' | 'trash' | null }> = {
  collect: { fill: '#f2c94c', text: '#2a1d00', icon: 'bag' },
  deck: { fill: '#7fc8f8', text: '#06233a', icon: 'deck' },
  trash: { fill: '#ef8a80', text: '#3a0906', icon: 'trash' },
  none: { fill: '#d9d2e9', text: '#2b2140', icon: null },
};

function jokerFace(ctx: CanvasRenderingContext2D, w: number, h: number, j: JokerArt, four: boolean) {
  // Unlockable jokers are teal, starting ones purple: the two sets share numbers.
  const [from, to] = j.name ? ['#0f4a5c', '#2f8a7e'] : ['#3a1c63', '#8a2f86'];
  const grad = ctx.createLinearGradient(0, 0, w, h);
  grad.addColorStop(0, from);
  grad.addColorStop(1, to);
  paper(ctx, w, h, grad);
  roundRect(ctx, w * 0.045, w * 0.045, w - w * 0.09, h - w * 0.09, w * 0.06);
  ctx.lineWidth = w * 0.018;
  ctx.strokeStyle = '#f2c94c';
  ctx.stroke();
  // Rank symbols down the left side, each with its suit: this is what the hand evaluator reads.
  const symbols: { rank: string; suit: SuitLetter | 'star' | 'anysuit' | null }[] = j.ranks.map((rank, i) => ({
    rank,
    suit: j.suits[i] ?? (j.anySuit ? 'anysuit' : null),
  }));
  if (j.anyRank) symbols.push({ rank: '★', suit: 'star' });
  const rowH = Math.min(h * 0.2, (h * 0.55) / Math.max(1, symbols.length));
  symbols.forEach((sym, i) => {
    const y = h * 0.07 + i * rowH;
    const x = w * 0.17;
    if (sym.rank === '★') {
      drawStar(ctx, x, y + rowH * 0.42, rowH * 0.42, '#e53935', '#ffffff');
      drawStar(ctx, x + w * 0.2, y + rowH * 0.42, rowH * 0.24, '#e53935', '#ffffff');
      return;
    }
    ctx.font = `bold ${rowH * 0.8}px ${SERIF}`;
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillText(sym.rank, x, y, w * 0.26);
    const sx = x + w * 0.22;
    const sy = y + rowH * 0.42;
    if (sym.suit === 'anysuit') {
      drawStar(ctx, sx, sy, rowH * 0.3, '#1d1d24', '#ffffff');
    } else if (sym.suit && sym.suit !== 'star') {
      ctx.beginPath();
      ctx.arc(sx, sy, rowH * 0.34, 0, Math.PI * 2);
      ctx.fillStyle = '#fbf8ef';
      ctx.fill();
      drawSuit(ctx, sym.suit, sx, sy, rowH * 0.42, suitColor(sym.suit, four));
    }
  });
  // The joker's number, large and faint, and its name.
  ctx.save();
  ctx.globalAlpha = 0.22;
  ctx.font = `bold ${h * 0.36}px ${SERIF}`;
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(j.number), w * 0.68, h * 0.36);
  ctx.restore();
  // An unlockable's name is longer than "JOKER n": smaller, kept clear of the symbols on the left.
  ctx.font = `bold ${h * (j.name ? 0.05 : 0.07)}px ${FONT}`;
  ctx.fillStyle = '#f2c94c';
  ctx.textAlign = 'right';
  ctx.textBaseline = 'top';
  ctx.fillText(j.name ? j.name.toUpperCase() : `JOKER ${j.number}`, w * 0.92, h * 0.07, w * 0.42);
  // The effect sticker: its colour says when the effect triggers.
  const st = STICKER[j.trigger];
  const sy = h * 0.66;
  const sh = h * 0.27;
  roundRect(ctx, w * 0.09, sy, w * 0.82, sh, w * 0.05);
  ctx.fillStyle = st.fill;
  ctx.fill();
  let tx = w * 0.5;
  if (st.icon) {
    ctx.save();
    ctx.globalCompositeOperation = 'source-over';
    const iconCanvas = document.createElement('canvas');
    const is = Math.round(sh * 0.5);
    iconCanvas.width = is;
    iconCanvas.height = is;
    const ictx = iconCanvas.getContext('2d')!;
    drawIcon(ictx, st.icon, 0, 0, is);
    ictx.globalCompositeOperation = 'source-in';
    ictx.fillStyle = st.text;
    ictx.fillRect(0, 0, is, is);
    ctx.drawImage(iconCanvas, w * 0.13, sy + (sh - is) / 2);
    ctx.restore();
    tx = w * 0.13 + is + (w * 0.86 - (w * 0.13 + is)) / 2;
  }
  wrapText(ctx, j.label, tx, sy + sh / 2, w * (st.icon ? 0.5 : 0.76), h * 0.068, st.text);
}

function wrapText(ctx: CanvasRenderingContext2D, text: string, cx: number, cy: number, maxW: number, size: number, color: string) {
  ctx.font = `bold ${size}px ${FONT}`;
  const words = text.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width > maxW && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const lh = size * 1.1;
  lines.slice(0, 3).forEach((l, i) => ctx.fillText(l, cx, cy + (i - (Math.min(lines.length, 3) - 1) / 2) * lh, maxW));
}

function finalJokerFace(ctx: CanvasRenderingContext2D, w: number, h: number) {
  paper(ctx, w, h, '#ffffff');
  roundRect(ctx, w * 0.05, w * 0.05, w - w * 0.1, h - w * 0.1, w * 0.06);
  ctx.lineWidth = w * 0.02;
  ctx.strokeStyle = '#c9a227';
  ctx.stroke();
  drawStar(ctx, w / 2, h * 0.3, h * 0.14, '#f2c94c', '#8a6d00');
  ctx.fillStyle = '#3a2a00';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `bold ${h * 0.1}px ${SERIF}`;
  ctx.fillText('FINAL', w / 2, h * 0.52);
  ctx.fillText('JOKER', w / 2, h * 0.63);
  wrapText(ctx, 'Last round: shuffle first · 1st +5 chips · trash what you collect', w / 2, h * 0.8, w * 0.8, h * 0.052, '#5b4a1a');
}

function plainJokerFace(ctx: CanvasRenderingContext2D, w: number, h: number, colour: 'black' | 'red') {
  paper(ctx, w, h);
  const color = colour === 'black' ? '#1d1d24' : '#c8282d';
  corners(ctx, w, h, () => {
    ctx.font = `bold ${h * 0.075}px ${SERIF}`;
    ctx.fillStyle = color;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    'JOKER'.split('').forEach((ch, i) => ctx.fillText(ch, w * 0.11, h * 0.04 + i * h * 0.075));
  });
  drawStar(ctx, w / 2, h / 2, h * 0.22, color, '#f2c94c');
}

function back(ctx: CanvasRenderingContext2D, w: number, h: number) {
  const grad = ctx.createLinearGradient(0, 0, w, h);
  grad.addColorStop(0, '#1f3a8a');
  grad.addColorStop(1, '#14245a');
  paper(ctx, w, h, grad);
  ctx.save();
  roundRect(ctx, w * 0.08, w * 0.08, w - w * 0.16, h - w * 0.16, w * 0.05);
  ctx.clip();
  ctx.strokeStyle = 'rgba(255,255,255,0.16)';
  ctx.lineWidth = Math.max(1, w * 0.012);
  const step = w * 0.12;
  for (let d = -h; d < w + h; d += step) {
    ctx.beginPath();
    ctx.moveTo(d, 0);
    ctx.lineTo(d + h, h);
    ctx.moveTo(d, h);
    ctx.lineTo(d + h, 0);
    ctx.stroke();
  }
  ctx.restore();
  roundRect(ctx, w * 0.08, w * 0.08, w - w * 0.16, h - w * 0.16, w * 0.05);
  ctx.strokeStyle = '#e8edf7';
  ctx.lineWidth = w * 0.02;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(w / 2, h / 2, w * 0.2, 0, Math.PI * 2);
  ctx.fillStyle = '#f2c94c';
  ctx.fill();
  ctx.font = `bold ${w * 0.17}px ${SERIF}`;
  ctx.fillStyle = '#1f3a8a';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('TP', w / 2, h / 2 + w * 0.01);
}

/** Paints `spec` onto a canvas context of size w×h. */
export function paintFace(ctx: CanvasRenderingContext2D, w: number, h: number, spec: FaceSpec, fourColour: boolean) {
  ctx.save();
  switch (spec.kind) {
    case 'standard':
      standardFace(ctx, w, h, spec.rank, spec.suit, fourColour);
      break;
    case 'joker':
      jokerFace(ctx, w, h, spec.joker, fourColour);
      break;
    case 'final-joker':
      finalJokerFace(ctx, w, h);
      break;
    case 'plain-joker':
      plainJokerFace(ctx, w, h, spec.colour);
      break;
    case 'back':
      back(ctx, w, h);
      break;
  }
  ctx.restore();
}

/** Texture key of a face. */
export function faceKey(spec: FaceSpec): string {
  switch (spec.kind) {
    case 'standard':
      return `card-${spec.rank}${spec.suit}`;
    case 'joker':
      return `card-${spec.joker.id}`;
    case 'final-joker':
      return 'card-jF';
    case 'plain-joker':
      return spec.colour === 'black' ? 'card-XB' : 'card-XR';
    case 'back':
      return 'card-back';
  }
}
