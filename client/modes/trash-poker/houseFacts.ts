/**
 * Words for a House of the solo rules: its personality cards by name, their lines as symbols,
 * and what anyone can know of the next one (from `nextPersonalityOdds`, public information only).
 */
import { cardLabel } from '../../../shared/engine/trash-poker/cards';
import { DIFFICULTY_NAMES, PERSONALITIES, type PersonalityLine } from '../../../shared/engine/trash-poker/house-data';
import { likelyRemovals, nextPersonalityOdds } from '../../../shared/engine/trash-poker/personality-odds';
import type { CardId } from '../../../shared/engine/trash-poker/types';
import type { HouseView, SoloView } from '../../../shared/engine/trash-poker/view';
import type { HouseFacts } from '../../objects/PersonalityPanel';
import { count } from '../../ui/words';

/** A personality line as a tile shows it: a rank, ★ (a joker's any rank and suit) or ?★ (a star suit). */
export function lineSymbol(line: PersonalityLine): string {
  return line === 'wild' ? '★' : line === 'wild-suit' ? '?★' : line;
}

export function personalityName(id: string): string {
  return PERSONALITIES[id]?.name ?? id;
}

const SHOWN_LINES = 6;

/** "The Ace Hoarder (A K Q ★ J 10 …)". */
export function personalityWithLines(id: string): string {
  const p = PERSONALITIES[id];
  return p ? `${p.name} (${p.lines.slice(0, SHOWN_LINES).map(lineSymbol).join(' ')} …)` : id;
}

/** "A", "A or B", "A, B or C". */
function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** "1 in 3", or a percentage when the chance is no simple fraction. */
function chance(p: number): string {
  const n = Math.round(1 / p);
  return Math.abs(n * p - 1) < 1e-9 ? `1 in ${n}` : `${Math.round(100 * p)}%`;
}

function nextText(solo: SoloView, h: HouseView): { short: string; long: string } {
  const odds = nextPersonalityOdds(solo, h);
  const known = odds.filter((o) => h.seen.includes(o.id));
  const unseen = odds.filter((o) => !h.seen.includes(o.id));
  const reshuffle = h.faceDownPersonalities === 0 ? 'its cards are shuffled back: ' : '';
  const unseenShort = unseen.length ? `one of ${count(unseen.length, 'card')} no House has shown` : '';
  if (known.length === 0) return { short: `Next: ${unseenShort}`, long: `Next: ${unseenShort}.` };
  const knownShort = orList(known.map((o) => personalityName(o.id)));
  const knownLong = known.map((o) => `${personalityWithLines(o.id)}, ${chance(o.p)}`).join('; ');
  if (unseen.length === 0)
    return { short: `Next: ${reshuffle}${knownShort}${known.length > 1 ? ` (${chance(known[0].p)} each)` : ''}`, long: `Next: ${reshuffle}${knownLong}.` };
  const rest = unseen.reduce((n, o) => n + o.p, 0);
  return { short: `Next: ${knownShort} or ${unseenShort}`, long: `Next: ${knownLong}; or, ${chance(rest)}, ${unseenShort}.` };
}

const LIKELY_SHOWN = 3;

/** "Likely to take: Joker 7 (50%), K♦ (29%)": percentages, so the chances compare at a glance. */
function likelyText(solo: SoloView, h: HouseView, candidates: readonly CardId[]): string {
  const likely = likelyRemovals(nextPersonalityOdds(solo, h), candidates).slice(0, LIKELY_SHOWN);
  return likely.length ? `Likely to take: ${likely.map((x) => `${cardLabel(x.card)} (${Math.round(100 * x.p)}%)`).join(', ')}` : '';
}

/**
 * What a House's panel shows and explains. `pending`: the cards it will remove one of later this
 * round (see `removalCandidates`), or null when it has no removal to come.
 */
export function houseFacts(solo: SoloView, h: HouseView, pending: readonly CardId[] | null = null): HouseFacts {
  const id = h.personalities[h.personalities.length - 1];
  const p = id ? PERSONALITIES[id] : undefined;
  const next = nextText(solo, h);
  const likely = pending ? likelyText(solo, h, pending) : '';
  const seen = h.seen.length ? `Seen so far: ${h.seen.map(personalityName).join(', ')}.` : 'No personality card seen yet.';
  const how =
    'When its turn to collect comes, the House reveals a personality card and removes the card of the first line that a card in your pot (or a joker in the middle) matches, earning that line’s chips. ★ is a joker’s any rank and suit; ?★ a card whose suit is a star.';
  return {
    headline: `${DIFFICULTY_NAMES[solo.difficulty]} · marker on ${solo.marker} · ${count(h.faceDownPersonalities, 'personality card')} face down`,
    current: p ? { name: p.name, symbols: p.lines.map(lineSymbol) } : null,
    lineChips: solo.lineChips,
    next: likely || next.short,
    details: [p ? `Now: ${p.name}. ${p.text}` : '', how, seen, next.long, likely ? `${likely}.` : ''].filter(Boolean).join('\n\n'),
  };
}
