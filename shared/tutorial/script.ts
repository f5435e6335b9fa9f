/**
 * The tutorials' data format (docs/tutorials.md): a script is a table to create and a list of
 * steps. Each step says when it comes up (a condition on the player's view, through the mode's
 * facts in facts.ts), what the coach says, what it points at, and whether it waits for a click on
 * "Got it" (`read`) or for the player to make the move the view asks for (`do`).
 */
import type { ModeId } from '../engine/types';

/** A fact's value: facts are small and flat, so conditions stay data. */
export type Fact = string | number | boolean | readonly string[];

/**
 * A condition: every listed fact must hold. A value list means "any of these"; a fact that is
 * itself a list holds when it contains any of the values given.
 */
export type Condition = Readonly<Record<string, string | number | boolean | readonly (string | number | boolean)[]>>;

export interface TutorialStep {
  /** Stable name: progress is stored by index, tests and screenshots name steps by id. */
  id: string;
  when: Condition;
  /**
   * `read`: shown until the player clicks "Got it". `do`: shown while `when` holds, so it is done
   * when the player has made the move (the view moved on).
   */
  kind: 'read' | 'do';
  title: string;
  text: string;
  /**
   * What the coach points at: target keys as `__tp.targets()` names them, first present wins.
   * `legal:<type>` is the target of the player's first legal action of that type, and
   * `legal:<type>:<rank>,<rank>` of the first whose card shows one of those ranks (facts.ts).
   */
  target?: readonly string[];
}

/** The table a tutorial plays on: a normal room created with these settings. */
export interface TutorialTable {
  seed: string;
  /** Seats; every seat but the player's (seat 0) is a bot. */
  seats: number;
  /** The mode's options, validated as any table's. */
  options: Record<string, unknown>;
}

export interface TutorialScript {
  mode: ModeId;
  /** The lobby's title for it. */
  title: string;
  table: TutorialTable;
  steps: readonly TutorialStep[];
}
