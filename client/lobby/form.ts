/**
 * The lobby's create form as data: what it holds, which rows it shows for those values, and the
 * options a table is created with. Every change goes through `normalizeForm`, so a value whose
 * row is no longer shown (the House toggle after going solo, a variant of another mode) falls
 * back to its default instead of silently reaching the next table.
 */
import { DIFFICULTY_NAMES } from '../../shared/engine/trash-poker/house-data';
import type { ModeId } from '../../shared/engine/types';
import type { JoinOptions } from '../../shared/protocol/messages';
import { type BotLevel, DEFAULT_BOT_LEVEL } from '../../shared/protocol/table-options';
import { DIFFICULTIES, houseSupported, maxHouses, modeInfo, modeOptions } from '../modes/registry';

/** What the create form holds. */
export interface Form {
  mode: ModeId;
  seats: number;
  bots: number;
  private: boolean;
  /** Seconds per decision; 'auto' lets the server choose (60 s with another person seated, none against bots only). */
  turnTimer: number | 'auto';
  botDelay: number;
  /** How the table's bots play (the `botLevel` table option). */
  botLevel: BotLevel;
  /** Seated players see the live win odds too (the `liveOdds` table option). */
  liveOdds: boolean;
  toggles: Record<string, boolean>;
  numbers: Record<string, number>;
  /** Trash Poker: add the House with more than 1 seat (with 1 seat the House always plays). */
  house: boolean;
  difficulty: string;
  houses: number;
}

interface RowBase {
  /** Test-hook key of the row's control (`form:seats`). */
  key: string;
  label: string;
  /** A one-line explanation shown under the row. */
  hint?: string;
}

/** One row of the form: its control, its current value, and the form after a change. */
export type FormRow =
  | (RowBase & { kind: 'stepper'; min: number; max: number; value: number; set: (v: number) => Form })
  | (RowBase & { kind: 'choice'; choices: { label: string; value: string }[]; value: string; set: (v: string) => Form })
  | (RowBase & { kind: 'toggle'; value: boolean; set: (v: boolean) => Form });

const TIMERS = [
  { label: 'Auto', value: 'auto' },
  { label: 'Off', value: '0' },
  { label: '30 s', value: '30' },
  { label: '60 s', value: '60' },
  { label: '2 min', value: '120' },
];

const BOT_PACE = [
  { label: 'Relaxed', value: '1400' },
  { label: 'Normal', value: '700' },
  { label: 'Quick', value: '250' },
];

const DEFAULT_DIFFICULTY = 'normal';

const BOT_LEVEL_CHOICES: { label: string; value: BotLevel }[] = [
  { label: 'Easy', value: 'easy' },
  { label: 'Normal', value: 'normal' },
  { label: 'Hard', value: 'hard' },
];

/** A new player's form: Trash Poker, 4 seats, 3 bots. */
export function defaultForm(): Form {
  return {
    mode: 'trash-poker',
    seats: 4,
    bots: 3,
    private: false,
    turnTimer: 'auto',
    botDelay: 700,
    botLevel: DEFAULT_BOT_LEVEL,
    liveOdds: false,
    toggles: {},
    numbers: {},
    house: false,
    difficulty: DEFAULT_DIFFICULTY,
    houses: 1,
  };
}

/** Whether the House plays with these seats: always solo, on request with more seats. */
export function againstHouse(f: Form): boolean {
  return f.mode === 'trash-poker' && houseSupported(f.seats) && (f.seats === 1 || f.house);
}

/** Whether the form shows the "Add the House" toggle. */
function houseOptional(f: Form): boolean {
  return f.mode === 'trash-poker' && f.seats > 1 && houseSupported(f.seats);
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/**
 * The form with every value in range and every value whose row is hidden back at its default.
 * `unlocked`: the host's unlocked jokers (some variants need them).
 */
export function normalizeForm(f: Form, unlocked: string[]): Form {
  const info = modeInfo(f.mode);
  const seats = clamp(f.seats, info.minPlayers, info.maxPlayers);
  const out: Form = { ...f, seats, bots: clamp(f.bots, 0, seats - 1), toggles: {}, numbers: {} };
  if (!houseOptional(out)) out.house = false;
  if (againstHouse(out)) out.houses = clamp(f.houses, 1, maxHouses(seats));
  else {
    out.difficulty = DEFAULT_DIFFICULTY;
    out.houses = 1;
  }
  for (const opt of modeOptions(f.mode, unlocked)) {
    if (opt.kind === 'toggle' && f.toggles[opt.id]) out.toggles[opt.id] = true;
    if (opt.kind === 'number' && f.numbers[opt.id] !== undefined) out.numbers[opt.id] = clamp(f.numbers[opt.id], opt.min, opt.max);
  }
  return out;
}

/** The form for another mode: its default seats, bots in every other seat, no variants. */
export function withMode(f: Form, mode: ModeId, unlocked: string[]): Form {
  if (f.mode === mode) return f;
  const info = modeInfo(mode);
  const seats = clamp(4, info.minPlayers, info.maxPlayers);
  return normalizeForm({ ...f, mode, seats, bots: seats - 1, toggles: {}, numbers: {} }, unlocked);
}

/** The form with `seats` seats; when every other seat was a bot, the new ones are bots too. */
export function withSeats(f: Form, seats: number, unlocked: string[]): Form {
  const allBots = f.bots === f.seats - 1;
  return normalizeForm({ ...f, seats, bots: allBots ? seats - 1 : f.bots }, unlocked);
}

/** The rows the form shows for `f`, top to bottom (the mode tiles and Create button aside). */
export function formRows(f: Form, unlocked: string[]): FormRow[] {
  const next = (change: Partial<Form>) => normalizeForm({ ...f, ...change }, unlocked);
  const rows: FormRow[] = [
    {
      kind: 'stepper',
      key: 'form:seats',
      label: 'Seats',
      min: modeInfo(f.mode).minPlayers,
      max: modeInfo(f.mode).maxPlayers,
      value: f.seats,
      set: (v) => withSeats(f, v, unlocked),
    },
    { kind: 'stepper', key: 'form:bots', label: 'Bots (the rest are open seats)', min: 0, max: f.seats - 1, value: f.bots, set: (v) => next({ bots: v }) },
    {
      kind: 'choice',
      key: 'form:timer',
      label: 'Turn timer',
      hint: f.turnTimer === 'auto' ? 'Auto: 60 s while another person plays, no timer against bots only.' : undefined,
      choices: TIMERS,
      value: String(f.turnTimer),
      set: (v) => next({ turnTimer: v === 'auto' ? 'auto' : Number(v) }),
    },
    { kind: 'choice', key: 'form:pace', label: 'Bot pace', choices: BOT_PACE, value: String(f.botDelay), set: (v) => next({ botDelay: Number(v) }) },
    {
      kind: 'choice',
      key: 'form:botLevel',
      label: 'Bot level',
      hint: f.botLevel === 'hard' ? 'Hard bots think ahead; a bot playing for an absent player stays Normal.' : undefined,
      choices: BOT_LEVEL_CHOICES,
      value: f.botLevel,
      set: (v) => next({ botLevel: v as BotLevel }),
    },
    { kind: 'toggle', key: 'form:private', label: 'Private (join by code only)', value: f.private, set: (v) => next({ private: v }) },
    { kind: 'toggle', key: 'form:liveOdds', label: 'Players see the win odds (spectators always do)', value: f.liveOdds, set: (v) => next({ liveOdds: v }) },
  ];
  if (houseOptional(f)) {
    rows.push({ kind: 'toggle', key: 'form:house', label: 'Add the House (solo rules)', value: f.house, set: (v) => next({ house: v }) });
  }
  if (againstHouse(f)) {
    const difficulties = DIFFICULTIES.map((d) => ({ label: DIFFICULTY_NAMES[d], value: d }));
    const label = f.seats === 1 ? 'Solo against the House' : 'House difficulty';
    rows.push({ kind: 'choice', key: 'form:difficulty', label, choices: difficulties, value: f.difficulty, set: (v) => next({ difficulty: v }) });
    const most = maxHouses(f.seats);
    if (most > 1) rows.push({ kind: 'stepper', key: 'form:houses', label: 'Houses', min: 1, max: most, value: f.houses, set: (v) => next({ houses: v }) });
  }
  for (const opt of modeOptions(f.mode, unlocked)) {
    const key = `form:${opt.id}`;
    if (opt.kind === 'toggle') {
      const value = f.toggles[opt.id] ?? false;
      rows.push({ kind: 'toggle', key, label: opt.label, hint: opt.hint, value, set: (v) => next({ toggles: { ...f.toggles, [opt.id]: v } }) });
    } else {
      const value = f.numbers[opt.id] ?? opt.value;
      rows.push({ kind: 'stepper', key, label: opt.label, min: opt.min, max: opt.max, value, set: (v) => next({ numbers: { ...f.numbers, [opt.id]: v } }) });
    }
  }
  return rows;
}

/** The join options a table is created with from `f`. */
export function createOptions(f: Form, unlocked: string[]): JoinOptions {
  const options: Record<string, unknown> = {};
  for (const opt of modeOptions(f.mode, unlocked)) {
    if (opt.kind === 'toggle') opt.apply(options, f.toggles[opt.id] ?? false);
    else opt.apply(options, f.numbers[opt.id] ?? opt.value);
  }
  if (options.variants && Object.keys(options.variants as object).length === 0) delete options.variants;
  if (againstHouse(f)) options.solo = { difficulty: f.difficulty, houses: f.houses, adjustments: [] };
  if (f.botLevel !== DEFAULT_BOT_LEVEL) options.botLevel = f.botLevel;
  if (f.liveOdds) options.liveOdds = true;
  const timer = f.turnTimer === 'auto' ? {} : { turnTimer: f.turnTimer };
  return { seats: f.seats, bots: f.bots, private: f.private, ...timer, botDelay: f.botDelay, options };
}
