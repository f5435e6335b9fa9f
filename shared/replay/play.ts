/**
 * Plays a recorded match through its engine: every position from the setup to the last action,
 * the events of each action, where each round starts, the key moments, and whether it reached the
 * recorded result. Replays are computed, never recorded: the engines are deterministic.
 */
import type { GameEvent, GameMode, GameResult } from '../engine/types';
import { ENGINE_VERSIONS, type ReplayRecord } from './record';

/** The field of a mode's public view that numbers its rounds (Trash counts hands). */
const ROUND_FIELD: Record<string, string> = { 'trash-poker': 'round', 'poker-plus': 'round', trash: 'hand' };

/**
 * What makes an action a key moment on the timeline, by event kind: its label, and for events an
 * action repeats (one per card collected) how many make it worth marking.
 */
const KEY_MOMENTS: Record<string, Record<string, { label: string; atLeast?: number }>> = {
  'trash-poker': {
    'rp-placed': { label: 'placement' },
    collected: { label: 'big collection', atLeast: 3 },
    unlocked: { label: 'unlock' },
    checkmark: { label: 'box-lid checkmark' },
    achievement: { label: 'achievement' },
  },
  'poker-plus': {
    'round-scored': { label: 'round scored' },
    'hands-merged': { label: 'hands merged' },
    'hands-split': { label: 'hand split' },
  },
  trash: {
    'hand-won': { label: 'hand won' },
    'layout-shrunk': { label: 'layout shrinks' },
  },
};

export interface KeyMoment {
  /** The position right after the action (see `PlayedMatch.states`). */
  at: number;
  seat: number | null;
  label: string;
}

export interface PlayedMatch {
  /** `states[k]` is the game after the first k actions; `states[0]` the setup. */
  states: unknown[];
  /** `events[k]` are the events of action k (leading from `states[k]` to `states[k + 1]`). */
  events: GameEvent[][];
  /** Where each round starts: the first position showing it. */
  rounds: { round: number; at: number }[];
  moments: KeyMoment[];
  /** Null when the log plays to the recorded result; else why the replay cannot be trusted. */
  problem: string | null;
}

/** The round a state is in, as its public view numbers it. */
export function roundAt(mode: GameMode, state: unknown): number {
  const value = (mode.view(state, null) as Record<string, unknown>)[ROUND_FIELD[mode.id] ?? 'round'];
  return typeof value === 'number' ? value : 0;
}

function momentsOf(modeId: string, at: number, events: GameEvent[]): KeyMoment[] {
  const table = KEY_MOMENTS[modeId] ?? {};
  const counts = new Map<string, { seat: number | null; n: number }>();
  for (const e of events) {
    if (!table[e.kind]) continue;
    const key = `${e.kind}:${e.seat ?? ''}`;
    const c = counts.get(key) ?? { seat: typeof e.seat === 'number' ? e.seat : null, n: 0 };
    c.n++;
    counts.set(key, c);
  }
  const out: KeyMoment[] = [];
  for (const [key, c] of counts) {
    const rule = table[key.slice(0, key.lastIndexOf(':'))];
    if (c.n >= (rule.atLeast ?? 1)) out.push({ at, seat: c.seat, label: rule.label });
  }
  return out;
}

function whyNot(record: ReplayRecord, detail: string): string {
  const current = ENGINE_VERSIONS[record.mode];
  const version =
    record.engineVersion === current
      ? `This replay does not play back as it was recorded (engine version ${current})`
      : `This match was recorded with engine version ${record.engineVersion || 'unknown'}, and this game now plays version ${current}: it cannot be replayed exactly`;
  return `${version}. ${detail}`;
}

/** Plays `record` with `mode` (the record's own mode); stops at the first action the engine refuses. */
export function playMatch(mode: GameMode, record: ReplayRecord): PlayedMatch {
  let state = mode.setup({ players: record.seats.length, seed: record.seed, options: record.options.options });
  const states = [state];
  const events: GameEvent[][] = [];
  const rounds = [{ round: roundAt(mode, state), at: 0 }];
  const moments: KeyMoment[] = [];
  for (const [i, { seat, action }] of record.actions.entries()) {
    const applied = mode.apply(state, seat, action);
    if (!applied.ok)
      return { states, events, rounds, moments, problem: whyNot(record, `Action ${i + 1} of ${record.actions.length} is refused: ${applied.error}`) };
    state = applied.state;
    states.push(state);
    events.push(applied.events);
    moments.push(...momentsOf(mode.id, i + 1, applied.events));
    const round = roundAt(mode, state);
    if (round !== rounds[rounds.length - 1].round) rounds.push({ round, at: i + 1 });
  }
  return { states, events, rounds, moments, problem: resultProblem(mode, record, state) };
}

function resultProblem(mode: GameMode, record: ReplayRecord, state: unknown): string | null {
  if (!record.result) return null;
  if (!mode.isOver(state)) return whyNot(record, 'The recorded actions end before the game does.');
  const reached: GameResult = mode.result(state);
  if (JSON.stringify(reached) !== JSON.stringify(record.result)) return whyNot(record, 'It ends with a different result than the one recorded.');
  return null;
}
