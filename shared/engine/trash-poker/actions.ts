/**
 * Reading untrusted actions: anything that is not exactly one of the action shapes is refused
 * with a sentence a player can read. Parsing copies the known fields, so extra fields and
 * prototypes of the input never reach the rules.
 */
import type { TrashPokerAction, UpgradeArea } from './types.js';
import { UPGRADE_AREAS } from './types.js';

export const ACTION_TYPES = [
  'remove-joker',
  'keep-joker',
  'pick',
  'unpick',
  'confirm',
  'take-top',
  'upgrade',
  'collect',
  'raid',
  'place',
  'effect',
  'shuffle',
  'choose-unlock',
] as const;

const CARD_ACTIONS = new Set(['remove-joker', 'keep-joker', 'pick', 'unpick', 'collect', 'choose-unlock']);
const MAX_CARD_ID = 16;
const MAX_SEAT = 16;

export type ParseResult = { ok: true; action: TrashPokerAction } | { ok: false; error: string };

export function parseAction(raw: unknown): ParseResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, error: 'An action must be an object with a "type".' };
  }
  const a = raw as Record<string, unknown>;
  const type = a.type;
  if (typeof type !== 'string' || !(ACTION_TYPES as readonly string[]).includes(type)) {
    return { ok: false, error: `Unknown action type "${String(type).slice(0, 30)}".` };
  }
  if (CARD_ACTIONS.has(type)) {
    if (typeof a.card !== 'string' || a.card.length === 0 || a.card.length > MAX_CARD_ID) {
      return { ok: false, error: `The "${type}" action needs a card.` };
    }
    return { ok: true, action: { type, card: a.card } as TrashPokerAction };
  }
  switch (type) {
    case 'upgrade':
      if (typeof a.area !== 'string' || !(UPGRADE_AREAS as readonly string[]).includes(a.area)) {
        return { ok: false, error: `Choose an upgrade area: ${UPGRADE_AREAS.join(', ')}.` };
      }
      return { ok: true, action: { type, area: a.area as UpgradeArea } };
    case 'raid':
      if (!Number.isInteger(a.target) || (a.target as number) < 0 || (a.target as number) >= MAX_SEAT) {
        return { ok: false, error: 'Choose whose draw pile to reveal from (a seat number).' };
      }
      return { ok: true, action: { type, target: a.target as number } };
    case 'place':
      if (a.to !== 'discard' && a.to !== 'trash') return { ok: false, error: 'Place the card on "discard" or "trash".' };
      return { ok: true, action: { type, to: a.to } };
    case 'effect':
    case 'shuffle':
      if (typeof a.use !== 'boolean') return { ok: false, error: `The "${type}" action needs "use": true or false.` };
      return { ok: true, action: { type, use: a.use } };
    default:
      return { ok: true, action: { type } as TrashPokerAction };
  }
}

/** Same action (for tests and bots comparing against `legalActions`). */
export function sameAction(a: TrashPokerAction, b: TrashPokerAction): boolean {
  if (a.type !== b.type) return false;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  return x.card === y.card && x.area === y.area && x.target === y.target && x.to === y.to && x.use === y.use;
}
