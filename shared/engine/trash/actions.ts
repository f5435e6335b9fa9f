/** Reading untrusted action input into a `TrashAction`, refusing anything else with a reason. */
import type { EngineError } from '../types';
import { ACTION_TYPES, FULL_LAYOUT, type ActionType, type TrashAction } from './types';

/** The fields each action type carries besides `type`. */
const FIELDS: Record<ActionType, readonly string[]> = {
  draw: [],
  'take-discard': [],
  place: ['spot'],
  discard: [],
};

const MALFORMED: EngineError = {
  code: 'malformed-action',
  message: 'That action is not understood: send an object such as { "type": "draw" }.',
};

export type Parsed = { ok: true; action: TrashAction } | { ok: false; error: EngineError };

function isActionType(value: unknown): value is ActionType {
  return typeof value === 'string' && (ACTION_TYPES as readonly string[]).includes(value);
}

/** Own keys of `raw`, giving up once there are more than any action has (huge inputs stay cheap). */
function keysUpTo(raw: object, limit: number): string[] | null {
  const keys: string[] = [];
  for (const key in raw) {
    if (!Object.hasOwn(raw, key)) continue;
    keys.push(key);
    if (keys.length > limit) return null;
  }
  return keys;
}

function refuse(code: string, message: string): Parsed {
  return { ok: false, error: { code, message } };
}

export function parseAction(raw: unknown): Parsed {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, error: MALFORMED };
  const type = (raw as { type?: unknown }).type;
  if (typeof type !== 'string') return { ok: false, error: MALFORMED };
  if (!isActionType(type)) return refuse('unknown-action', `There is no "${type.slice(0, 40)}" action in Trash.`);
  const allowed = FIELDS[type];
  const keys = keysUpTo(raw, allowed.length + 1);
  if (keys === null || keys.some((key) => key !== 'type' && !allowed.includes(key)))
    return refuse('malformed-action', `A "${type}" action has no fields but ${['type', ...allowed].join(', ')}.`);
  if (type !== 'place') return { ok: true, action: { type } };
  const spot = (raw as { spot?: unknown }).spot;
  if (typeof spot !== 'number' || !Number.isInteger(spot) || spot < 1 || spot > FULL_LAYOUT)
    return refuse('malformed-action', `Say where to place the card: a spot from 1 (ace) to ${FULL_LAYOUT}.`);
  return { ok: true, action: { type, spot } };
}
