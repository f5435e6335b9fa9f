/**
 * Reading untrusted actions. Anything that is not exactly one of the action shapes is refused
 * here, before any rule is consulted; nothing is thrown and big inputs are cut short early.
 */
import { isCardId, shoe } from './cards';
import { POKER_PLUS_RULES } from './rules';
import type { PokerPlusAction } from './types';

export type Parsed = { ok: true; action: PokerPlusAction } | { ok: false; error: string };

const KEYS: Record<PokerPlusAction['type'], readonly string[]> = {
  play: ['type', 'from', 'card', 'playfield', 'hand'],
  discard: ['type', 'card'],
  split: ['type', 'hand'],
  merge: ['type', 'hands'],
  pick: ['type', 'card'],
  unpick: ['type', 'card'],
  confirm: ['type'],
  cancel: ['type'],
  pass: ['type'],
};

const isIndex = (v: unknown, below: number): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < below;

const SEATS = POKER_PLUS_RULES.maxPlayers;
/** No playfield can hold more hands than the biggest shoe has cards. */
const HANDS = shoe(POKER_PLUS_RULES.decksByPlayers.at(-1)!.decks).length;

const bad = (error: string): Parsed => ({ ok: false, error });

export function parseAction(raw: unknown): Parsed {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('An action must be an object with a type.');
  const a = raw as Record<string, unknown>;
  const type = a.type;
  if (typeof type !== 'string' || !Object.hasOwn(KEYS, type)) {
    return bad('Unknown action: use play, discard, split, merge, pick, unpick, confirm, cancel or pass.');
  }
  const allowed = KEYS[type as PokerPlusAction['type']];
  const keys = Object.keys(a);
  if (keys.length > allowed.length || keys.some((k) => !allowed.includes(k))) {
    return bad(`A ${type} action has only the fields ${allowed.join(', ')}.`);
  }
  switch (type) {
    case 'play': {
      if (a.from !== 'hand' && a.from !== 'reserve') return bad('Play from "hand" or "reserve".');
      if (!isCardId(a.card)) return bad('That is not a card of this game.');
      if (!isIndex(a.playfield, SEATS)) return bad('Name the playfield by its seat number.');
      if (a.hand !== 'new' && !isIndex(a.hand, HANDS)) return bad('Name a hand of that playfield, or "new".');
      return { ok: true, action: { type, from: a.from, card: a.card, playfield: a.playfield, hand: a.hand } };
    }
    case 'discard':
    case 'pick':
    case 'unpick':
      if (!isCardId(a.card)) return bad('That is not a card of this game.');
      return { ok: true, action: { type, card: a.card } };
    case 'split':
      if (!isIndex(a.hand, HANDS)) return bad('Name the hand to split by its index.');
      return { ok: true, action: { type, hand: a.hand } };
    case 'merge': {
      const hands = a.hands;
      if (!Array.isArray(hands) || hands.length !== 2 || !hands.every((h) => isIndex(h, HANDS))) {
        return bad('Name the two hands to merge by their indexes.');
      }
      if (hands[0] === hands[1]) return bad('Merge two different hands.');
      return { ok: true, action: { type, hands: [hands[0], hands[1]] } };
    }
    default:
      return { ok: true, action: { type: type as 'confirm' | 'cancel' | 'pass' } };
  }
}
