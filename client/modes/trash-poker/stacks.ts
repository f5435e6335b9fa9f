/**
 * The joker stacks panel as a picture: a face-down stack per round to come (labelled with its
 * round), the Final Joker for the last round, or what the final round changes once it has come.
 */
import { CARD_RATIO } from '../../art/cards';
import type { TrashPokerView } from '../../../shared/engine/trash-poker/view';
import type { Rect } from '../layout';
import { textWidth, wrappedLines } from '../../ui/textWidth';
import type { Label } from './layout';
import { count } from '../../ui/words';

/** What the last round does where its joker stack would be, and the same without what the head says. */
const FINAL_ROUND_WORDS = ['Final round: shuffle first, 1st +5 chips, trash collected cards', 'Shuffle first, 1st +5 chips, trash collected cards'];

export interface StacksPicture {
  head: Label;
  cardH: number;
  /** Each stack's backs, bottom first. */
  backs: { x: number; y: number }[];
  labels: (Label & { gold: boolean })[];
  /** The Final Joker's place, while the last round is still to come. */
  finalJoker: { x: number; y: number; round: number } | null;
  /** What the final round changes, once it is under way. */
  finalText: Label | null;
}

/** The stacks in `r`, sized for a panel `usualH` high: grown taller (the centre lends the pot the hand's room) it keeps its width, and larger cards would squeeze the rounds' labels together. */
export function stacksPicture(v: TrashPokerView, r: Rect, usualH: number, u: number, minFont: number): StacksPicture {
  const h = Math.min(r.h, usualH);
  const fs = Math.max(minFont, Math.round(h * 0.1));
  const labelSize = Math.round(fs * 0.9);
  const n = v.stacks.length + (v.roundsLeft > 0 ? 1 : 0);
  const headW = r.w - 8 * u;
  // The cards stand between the head and their labels, as tall as the panel leaves them (at most
  // half of it). The head fits on one line, else its count goes under its name; where that would
  // squeeze the cards (a short, narrow panel: a phone held sideways) a shorter head fits one line.
  const roomUnder = (lines: number) => r.y + r.h - (r.y + 4 * u + lines * fs * 1.2) - labelSize * 1.25 - 6 * u;
  const heads =
    v.roundsLeft > 0
      ? [`Joker stacks · ${count(v.roundsLeft, 'round')} left`, `Joker stacks · ${v.roundsLeft} left`, `${count(v.roundsLeft, 'round')} left`]
      : ['Joker stacks · last round', 'Last round'];
  const fits = (t: string) => textWidth(t, fs) <= headW;
  const headLines = (t: string) => (fits(t) ? 1 : 2);
  const headBottomOf = (lines: number) => r.y + 4 * u + lines * fs * 1.2;
  // The last round's words go under the head, between these (see below).
  const wrap = r.w - 12 * u;
  const finalFits = (text: string, size: number, lines: number) =>
    wrappedLines(text, size, wrap, false) * size * 1.2 <= r.y + r.h - 4 * u - (headBottomOf(lines) + 2 * u);
  const headText =
    v.roundsLeft > 0
      ? fits(heads[0]) || roomUnder(2) >= h * 0.4
        ? heads[0]
        : (heads.find(fits) ?? heads[0])
      : // In the last round a head on two lines may leave its words no room: then the shorter head.
        (heads.find((t) => FINAL_ROUND_WORDS.some((w) => finalFits(w, minFont, headLines(t)))) ?? heads[heads.length - 1]);
  const lines = headLines(headText);
  const headBottom = headBottomOf(lines);
  const cardH = Math.max(h * 0.25, Math.min(h * 0.5, roomUnder(lines)));
  const cw = cardH * CARD_RATIO;
  const step = Math.min(cw * 0.9, (r.w - cw - 12 * u) / Math.max(1, Math.max(1, n) - 1));
  const y = Math.max(r.y + r.h * 0.52, headBottom + 2 * u + cardH / 2);
  const xOf = (i: number) => r.x + 6 * u + cw / 2 + i * step;
  const prefix = step > fs * 1.6 ? 'R' : '';
  // Stacks too close for a round number each (a narrow panel, many rounds to come): only the
  // next round's stack and the Final Joker's are numbered, rather than digits run together.
  const everyStack = step >= textWidth(`${prefix}${v.round + v.roundsLeft}`, labelSize) + 3 * u;
  const labelAt = (i: number, text: string, gold: boolean) => ({
    text,
    x: xOf(i),
    y: y + cardH / 2 + 2 * u,
    size: labelSize,
    maxW: everyStack ? step * 0.95 : undefined,
    gold,
  });
  const out: StacksPicture = {
    head: {
      text: lines === 2 ? headText.replace(' · ', '\n') : headText,
      x: r.x + r.w / 2,
      y: r.y + 4 * u,
      size: fs,
      maxW: headW,
    },
    cardH,
    backs: [],
    labels: [],
    finalJoker: null,
    finalText: null,
  };
  v.stacks.forEach((size, i) => {
    for (let k = 0; k < size; k++) out.backs.push({ x: xOf(i) + k * cw * 0.12, y: y - k * cw * 0.12 });
    if (everyStack || i === 0) out.labels.push(labelAt(i, `${prefix}${v.round + 1 + i}`, false));
  });
  if (v.roundsLeft > 0) {
    out.finalJoker = { x: xOf(v.stacks.length), y, round: v.round + v.roundsLeft };
    out.labels.push({ ...labelAt(v.stacks.length, `${prefix}${v.round + v.roundsLeft}`, true), maxW: undefined });
  } else {
    // Broken into as many lines as the panel's width asks (shrunk to fit four fixed lines, it fell
    // to 6 CSS px upright), under the head: smaller type, down to the least, while they overflow;
    // still too many, the words the head already says go.
    const text = FINAL_ROUND_WORDS.find((t) => finalFits(t, minFont, lines)) ?? FINAL_ROUND_WORDS[FINAL_ROUND_WORDS.length - 1];
    let size = fs;
    while (size > minFont && !finalFits(text, size, lines)) size--;
    out.finalText = { text, x: r.x + r.w / 2, y: (headBottom + 2 * u + r.y + r.h - 4 * u) / 2, size, wrap };
  }
  return out;
}
