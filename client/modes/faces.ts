/**
 * Card ids of every mode mapped to the faces the art paints, plus what a player reads on hover:
 * Trash Poker's rank effects and joker texts come from the engine's own card data.
 */
import { JOKERS, FINAL_JOKER, type JokerDef } from '../../shared/engine/trash-poker/jokers';
import { RANK_EFFECTS } from '../../shared/engine/trash-poker/cards';
import type { FaceSpec, JokerArt, StandardRank } from '../art/cards';
import type { SuitLetter } from '../art/suits';

const STANDARD_TP = /^([0-9])-(10|[2-9JQKA])([SHDC])$/;

/**
 * Short sticker labels by joker id: the starting jokers ("Card Overview: Starting Jokers") and the
 * unlockables (their designed effects). Keyed by id, never by number: both sets number from 1.
 */
const JOKER_LABELS: Record<string, string> = {
  j01: '10 chips if in your deck',
  j02: 'Collect: trash up to 6',
  j03: 'Collect: trash up to 6',
  j04: 'Collect: trash up to 6',
  j05: 'Collect: upgrade up to 2×',
  j06: 'Collect: upgrade up to 2×',
  j07: 'Counts double for "3" drawing',
  j08: 'Pairs with two "5"s',
  j09: 'Pairs with two "4"s',
  j10: 'Collect: upgrade up to 2×',
  j11: 'Collect: reveal 2× + shuffle',
  j12: 'Counts twice for "6" majority',
  j13: '2 per foreign face card in Trash',
  j14: '1 chip per 3 cards in Trash',
  j15: 'Counts for "3"s, pairs with a "5"',
  j16: 'Collect: upgrade up to 2×',
  j17: '5 chips with a "4" in Trash',
  u01: 'Played: 2 chips',
  u02: 'Counts as two "2"s in Trash',
  u03: 'Collect "A": upgrade + shuffle',
  u04: 'Five of a Kind: rescue 1 card',
  u05: 'Two Pair scored: +3 RP',
  u06: 'Trash up to 3 · "K" +2 RP',
  u07: 'Trash 3 · 1 chip per "Q"',
  u08: '5 chips in Trash',
  u09: 'Played: +1 RP per "4"+"5"',
  u10: 'Upgrades add RP to every hand',
  u11: 'Upgrade · 4-card straights',
  u12: 'Each "5" in Trash: 5 chips',
  u13: 'Played: ♥ and ♣ are one suit',
};

function jokerArt(j: JokerDef): JokerArt {
  const trigger: JokerArt['trigger'] = j.collect?.length ? 'collect' : j.final?.some((e) => e.where === 'deck') ? 'deck' : j.final?.length ? 'trash' : 'none';
  return {
    id: j.id,
    number: j.number,
    name: j.set === 'unlockable' ? j.name : undefined,
    ranks: j.ranks,
    suits: j.suits as SuitLetter[],
    anyRank: j.anyRank,
    anySuit: j.anySuit,
    trigger,
    label: JOKER_LABELS[j.id] ?? j.text.slice(0, 40),
  };
}

/** Trash Poker: `0-AS` (seat 0's ace of spades), `j07`, `jF`. Null for an unknown id. */
export function trashPokerFace(id: string): FaceSpec | null {
  const m = STANDARD_TP.exec(id);
  if (m) return { kind: 'standard', rank: m[2] as StandardRank, suit: m[3] as SuitLetter };
  if (id === FINAL_JOKER.id) return { kind: 'final-joker' };
  const j = JOKERS[id];
  return j ? { kind: 'joker', joker: jokerArt(j) } : null;
}

/** The seat whose starting deck a Trash Poker card comes from (null for jokers). */
export function trashPokerOwner(id: string): number | null {
  const m = STANDARD_TP.exec(id);
  return m ? Number(m[1]) : null;
}

const RANK_TEXT: Record<string, string> = {
  '2': 'In your Trash: 1 chip per foreign face rank (J, Q, K) in your Trash.',
  '3': 'In your Trash: lets you redraw 1 more card each round ("3"s drawing).',
  '4': 'In your Trash: a "4" and a "5" together are worth 5 chips.',
  '5': 'In your Trash: a "4" and a "5" together are worth 5 chips.',
  '6': '"6" majority: most "6"s in your deck gets 15 chips, and in your Trash 15 more.',
  '7': 'Collect: reveal the top card of another draw pile, trash or discard it; activate your shuffle tile.',
  '8': 'Collect: upgrade once (slide a card under your tableau).',
  '9': 'Collect: upgrade once (slide a card under your tableau).',
  '10': 'Collect: upgrade once (slide a card under your tableau).',
  J: 'Collect: trash up to 3 cards from your discard pile or the top of your draw pile.',
  Q: 'Collect: trash up to 3 cards from your discard pile or the top of your draw pile.',
  K: 'Collect: trash up to 3 cards from your discard pile or the top of your draw pile.',
  A: 'In your deck at the end: 5 chips.',
};

/**
 * What hovering a Trash Poker card explains; `whose` names the deck a standard card comes from
 * ("your", "Ann’s"), by the seat that owns it.
 */
export function trashPokerCardText(id: string, whose: (seat: number) => string = (seat) => `seat ${seat + 1}'s`): { title: string; body: string } | null {
  const m = STANDARD_TP.exec(id);
  if (m) {
    const rank = m[2];
    const body = RANK_TEXT[rank] ?? (RANK_EFFECTS[rank as keyof typeof RANK_EFFECTS] ? '' : 'No effect.');
    return { title: `${rank}${{ S: '♠', H: '♥', D: '♦', C: '♣' }[m[3]]} · from ${whose(Number(m[1]))} deck`, body };
  }
  if (id === FINAL_JOKER.id) return { title: 'Final Joker', body: FINAL_JOKER.text };
  const j = JOKERS[id];
  if (!j) return null;
  const symbols = [
    ...j.ranks.map((r, i) => `${r}${j.suits[i] ? { S: '♠', H: '♥', D: '♦', C: '♣' }[j.suits[i]] : j.anySuit ? '★' : ''}`),
    ...(j.anyRank ? ['★ any rank & suit'] : []),
  ];
  const title = j.set === 'unlockable' ? `${j.name ?? 'Unlockable joker'} (unlockable ${j.number})` : `Joker ${j.number}`;
  return { title: `${title} · ${symbols.join(' ')}`, body: j.text };
}

/** Poker+: `7H0`, `TS1` (10♠), `XB0` (black joker). */
export function pokerPlusFace(id: string): FaceSpec | null {
  const rank = id[0];
  const suit = id[1];
  if (rank === 'X') return { kind: 'plain-joker', colour: suit === 'B' ? 'black' : 'red' };
  const r = rank === 'T' ? '10' : rank;
  if (!'A23456789TJQK'.includes(rank) || !'SHDC'.includes(suit)) return null;
  return { kind: 'standard', rank: r as StandardRank, suit: suit as SuitLetter };
}

/** Trash: `10H.2`. */
export function trashFace(id: string): FaceSpec | null {
  const m = /^(A|[2-9]|10|J|Q|K)([SHDC])\./.exec(id);
  return m ? { kind: 'standard', rank: m[1] as StandardRank, suit: m[2] as SuitLetter } : null;
}

/** Every face the three modes can show, for the preloader. */
export function allFaces(): FaceSpec[] {
  const out: FaceSpec[] = [{ kind: 'back' }];
  for (const suit of ['S', 'H', 'D', 'C'] as SuitLetter[]) {
    for (const rank of ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as StandardRank[]) out.push({ kind: 'standard', rank, suit });
  }
  for (const j of Object.values(JOKERS)) out.push({ kind: 'joker', joker: jokerArt(j) });
  out.push({ kind: 'final-joker' }, { kind: 'plain-joker', colour: 'black' }, { kind: 'plain-joker', colour: 'red' });
  return out;
}
