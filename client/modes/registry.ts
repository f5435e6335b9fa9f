/**
 * What the client knows about each mode beyond the engine: its table scene and the options its
 * create form offers. Names, descriptions and player counts come from the engines themselves.
 */
import { modes } from '../../shared/engine/index';
import type { ModeId } from '../../shared/engine/types';
import { parseOptions } from '../../shared/engine/trash-poker/options';

export const TABLE_SCENES: Record<ModeId, string> = {
  'trash-poker': 'TrashPokerTable',
  'poker-plus': 'PokerPlusTable',
  trash: 'TrashTable',
};

export const MODE_ORDER: ModeId[] = ['trash-poker', 'poker-plus', 'trash'];

export function modeInfo(id: ModeId) {
  const m = modes[id];
  return { id, name: m.name, description: m.description, minPlayers: m.minPlayers, maxPlayers: m.maxPlayers };
}

/** A yes/no option of a mode's create form. */
export interface ToggleOption {
  kind: 'toggle';
  id: string;
  label: string;
  hint: string;
  /** Sets the option in the mode's options object. */
  apply(options: Record<string, unknown>, on: boolean): void;
}

/** A number option of a mode's create form. */
export interface NumberOption {
  kind: 'number';
  id: string;
  label: string;
  min: number;
  max: number;
  value: number;
  apply(options: Record<string, unknown>, value: number): void;
}

export type ModeOption = ToggleOption | NumberOption;

/** Sets a Trash Poker variant: `true` or a number turns it on, `false` leaves it at its default. */
function variant(options: Record<string, unknown>, key: string, value: boolean | number) {
  const variants = { ...((options.variants as Record<string, boolean | number>) ?? {}) };
  if (value !== false) variants[key] = value;
  else delete variants[key];
  options.variants = variants;
}

/** Whether the engine accepts these options for `players` (offers only what it can play). */
function trashPokerAccepts(options: unknown, players = 2): boolean {
  return parseOptions(options, players).ok;
}

/**
 * The options each mode's create form shows; those the engine does not accept for a host who
 * has unlocked `unlocked` jokers are left out.
 */
export function modeOptions(id: ModeId, unlocked: string[] = []): ModeOption[] {
  switch (id) {
    case 'trash-poker': {
      const out: ModeOption[] = [
        {
          kind: 'toggle',
          id: 'achievements',
          label: 'Achievements (goals that unlock jokers)',
          hint: 'Each player may fulfil one achievement a game; it unlocks its joker.',
          apply: (o, on) => {
            if (on) o.achievements = true;
            else delete o.achievements;
          },
        },
        {
          kind: 'toggle',
          id: 'trashTwoFromPot',
          label: 'Trash only 2 from the pot',
          hint: 'At cleanup you may trash at most 2 of the cards left in your pot, not all of them.',
          apply: (o, on) => variant(o, 'trashTwoFromPot', on),
        },
        {
          kind: 'number',
          id: 'rounds',
          label: 'Rounds (fewer: a shorter game)',
          min: 2,
          max: 8,
          value: 8,
          apply: (o, v) => variant(o, 'rounds', v < 8 && v),
        },
      ];
      if (trashPokerAccepts({ variants: { draftJokers: true }, unlockedJokers: unlocked })) {
        out.push({
          kind: 'toggle',
          id: 'draftJokers',
          label: 'Draft jokers',
          hint: 'Variant for pros: remove jokers in turn until 17 remain.',
          apply: (o, on) => variant(o, 'draftJokers', on),
        });
      }
      if (trashPokerAccepts({ variants: { draftJokers: true, personalJokers: true }, unlockedJokers: unlocked })) {
        out.push({
          kind: 'toggle',
          id: 'personalJokers',
          label: 'Draft personal jokers (with Draft jokers)',
          hint: 'Drafted jokers become personal jokers you may shuffle into your own deck.',
          apply: (o, on) => {
            variant(o, 'personalJokers', on);
            if (on) variant(o, 'draftJokers', true);
          },
        });
      }
      return out;
    }
    case 'poker-plus':
      return [{ kind: 'number', id: 'rounds', label: 'Rounds', min: 1, max: 20, value: 3, apply: (o, v) => (o.rounds = v) }];
    case 'trash':
      return [{ kind: 'number', id: 'layoutSize', label: 'Layout size', min: 1, max: 10, value: 10, apply: (o, v) => (o.layoutSize = v) }];
  }
}

export { DIFFICULTIES } from '../../shared/engine/trash-poker/types';

/** Whether the Trash Poker engine plays against the House (solo mode) with `players`. */
export function houseSupported(players: number): boolean {
  return parseOptions({ solo: { houses: 1 } }, players).ok;
}

/** Most Houses that fit beside `players` (4 decks in the box). */
export function maxHouses(players: number): number {
  let n = 0;
  while (n < 3 && parseOptions({ solo: { houses: n + 1 } }, players).ok) n++;
  return n;
}
