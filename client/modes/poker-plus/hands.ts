/**
 * What a playfield hand is, in words, from the engine's scoring table: its entry and points, or
 * why it scores 0, and what it could still become by adding cards.
 */
import { reachablePatterns, scoreHand } from '../../../shared/engine/poker-plus/hands';
import type { CardId } from '../../../shared/engine/poker-plus/types';

/** A hand in words: two short lines for under its cards, and a sentence for its tooltip. */
export interface HandWords {
  /** True when the hand makes a table entry (even one worth 0, the Clogged Toilet). */
  scored: boolean;
  points: number;
  lines: [string, string];
  /** The two lines in few words, for a narrow hand ("No entry · 0" / "→ Pair +1"). */
  compact: [string, string];
  /** One short line for a narrow slot ("Pair · 1", "no entry · 0"). */
  short: string;
  sentence: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Up to this many entries are named in a hand's sentence. */
const PROSPECTS_NAMED = 3;

export function describeHand(cards: readonly CardId[]): HandWords {
  const score = scoreHand(cards);
  // What it could still become: entries worth more than it scores now, the nearest first.
  const prospects = reachablePatterns(cards)
    .filter((r) => r.missing > 0 && r.pattern.points > score.points)
    .sort((a, b) => a.missing - b.missing || b.pattern.points - a.pattern.points);
  const best = prospects[0];
  const scored = score.name !== null;
  const first = scored ? `${score.name} · ${plural(score.points, 'point')}` : `${plural(cards.length, 'card')}: no table entry${best ? ' yet' : ''}, 0 points`;
  const second = best ? `could become ${best.pattern.name} (+${plural(best.missing, 'card')})` : scored ? 'final: no card improves it' : 'can no longer score';
  const named = prospects
    .slice(0, PROSPECTS_NAMED)
    .map((p) => `${p.pattern.name} (${plural(p.pattern.points, 'point')}, ${plural(p.missing, 'more card', 'more cards')})`);
  const future = named.length
    ? `It could still become ${named.join(', ')}.`
    : scored
      ? 'No card added can make it worth more.'
      : 'No card added can make it a table entry: it will score 0.';
  const short = `${score.name ?? 'no entry'} · ${score.points}`;
  const compact: [string, string] = [
    `${score.name ?? 'No entry'} · ${score.points}`,
    best ? `→ ${best.pattern.name} +${best.missing}` : scored ? 'final' : 'scores 0',
  ];
  return { scored, points: score.points, lines: [first, second], compact, short, sentence: `${first}. ${future}` };
}
