/**
 * A new table's settings from its creator's untrusted options: join options by their schema,
 * the seat count by the mode's player counts, the mode's options by `optionsProblem` and then
 * by a trial setup. Every refusal is `bad-options`, before the room is listed.
 */
import type { GameMode } from '../../shared/engine/types';
import { JoinOptionsSchema, type TableSettings } from '../../shared/protocol/messages';
import { DEFAULT_BOT_LEVEL, optionsProblem, splitOptions, type TableOptions } from '../../shared/protocol/table-options';
import { TUTORIALS } from '../../shared/tutorial';

/** A refusal of a new table's options: Colyseus hands `code` and the sentence to the client. */
export class BadOptions extends Error {
  readonly code = 'bad-options';
}

export interface NewTable {
  settings: TableSettings;
  /** Seats to give bots at once (the last ones). */
  bots: number;
  /** The table's rules in words for the lobby (`GameMode.describeTable`). */
  rules: string;
}

/** Reads a creator's options; throws `BadOptions` with a sentence for the creator. */
export function newTable(raw: unknown, mode: GameMode, defaultBotDelay: number): NewTable {
  const parsed = JoinOptionsSchema.safeParse(raw ?? {});
  if (!parsed.success) throw new BadOptions(`Invalid room options: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
  const opts = parsed.data;
  if (opts.tutorial) return tutorialTable(mode, opts.botDelay ?? defaultBotDelay);
  const seats = opts.seats ?? Math.min(Math.max(mode.minPlayers, 4), mode.maxPlayers);
  if (seats < mode.minPlayers || seats > mode.maxPlayers) {
    throw new BadOptions(`${mode.name} seats ${mode.minPlayers} to ${mode.maxPlayers} players.`);
  }
  const problem = optionsProblem(mode.id, opts.options ?? {}, seats);
  if (problem) throw new BadOptions(problem);
  // The table's own options leave here: the engine and the match record see only the mode's.
  const { table, mode: options } = splitOptions(opts.options ?? {});
  const { botLevel = DEFAULT_BOT_LEVEL, liveOdds = false } = table as TableOptions;
  // The engine has the last word: a trial setup refuses what it cannot play.
  let trial: unknown;
  try {
    trial = mode.setup({ players: seats, seed: 'options-check', options });
  } catch (error) {
    throw new BadOptions((error as Error).message);
  }
  return {
    settings: { seats, turnTimer: opts.turnTimer, botDelay: opts.botDelay ?? defaultBotDelay, options, private: opts.private ?? false, botLevel, liveOdds },
    bots: Math.min(opts.bots ?? 0, opts.spectate ? seats : seats - 1),
    rules: mode.describeTable?.(trial) ?? '',
  };
}

/**
 * The mode's tutorial table: a normal table whose settings come from the script (its seed is
 * applied at the start, see `tutorialSeed`), the player in seat 0 and bots in the others.
 */
function tutorialTable(mode: GameMode, botDelay: number): NewTable {
  const { seats, options } = TUTORIALS[mode.id].table;
  return {
    settings: { seats, turnTimer: 0, botDelay, options, private: true, tutorial: true },
    bots: seats - 1,
    rules: 'tutorial',
  };
}

/** The fixed deal of a tutorial table, or null for a table dealt at random. */
export function tutorialSeed(mode: GameMode, settings: TableSettings): string | null {
  return settings.tutorial ? TUTORIALS[mode.id].table.seed : null;
}
