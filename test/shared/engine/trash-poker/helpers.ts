/**
 * Scenario helpers: literal states built from short card lists, and running actions with
 * assertions. Cards are written as in the rulebook ("AS 10H 7C"), owned by the seat given;
 * jokers by id ("j07").
 */
import { expect } from 'vitest';
import type { GameEvent } from '../../../../shared/engine/types';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import { newSeat } from '../../../../shared/engine/trash-poker/setup';
import { emptyUpgrades } from '../../../../shared/engine/trash-poker/state';
import { STARTING_JOKER_IDS } from '../../../../shared/engine/trash-poker/jokers';
import { seedRng } from '../../../../shared/engine/rng';
import type {
  AchievementState,
  CardId,
  Phase,
  SeatState,
  SoloState,
  TrashPokerAction,
  TrashPokerOptions,
  TrashPokerState,
  UnlockState,
  UpgradeArea,
} from '../../../../shared/engine/trash-poker/types';

/** `c(0, 'AS 10H j07')` -> ['0-AS', '0-10H', 'j07']. */
export function c(owner: number, text: string): CardId[] {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => (/^[ju]\d\d$/.test(t) ? t : `${owner}-${t.toUpperCase()}`));
}

export type SeatSpec = Partial<Omit<SeatState, 'upgrades'>> & { upgrades?: Partial<Record<UpgradeArea, CardId[]>> };

export function seat(spec: SeatSpec = {}): SeatState {
  const { upgrades, ...rest } = spec;
  return { ...newSeat([]), upgrades: { ...emptyUpgrades(), ...upgrades }, ...rest };
}

export interface StateSpec {
  round?: number;
  phase?: Phase;
  seats: SeatSpec[];
  middle?: CardId[];
  stacks?: CardId[][];
  variants?: { trashTwoFromPot?: boolean; draftJokers?: boolean; personalJokers?: boolean };
  placement?: number[];
  /** Solo mode: the House(s) (see `house()` in solo-helpers). */
  solo?: SoloState | null;
  achievements?: AchievementState | null;
  unlock?: UnlockState | null;
  personal?: CardId[][];
  options?: Partial<Omit<TrashPokerOptions, 'variants'>>;
}

/** A literal state; fields not given are empty. */
export function state(spec: StateSpec): TrashPokerState {
  return {
    mode: 'trash-poker',
    players: spec.seats.length,
    options: {
      variants: { trashTwoFromPot: false, draftJokers: false, personalJokers: false, rounds: 8, ...spec.variants },
      jokerPool: [...STARTING_JOKER_IDS],
      unlockedJokers: [],
      unlocks: false,
      boxLid: [],
      achievements: false,
      achievementsDone: [],
      rewardJokers: spec.seats.map(() => null),
      lastLoser: 0,
      solo: spec.solo ? { difficulty: spec.solo.difficulty, adjustments: spec.solo.adjustments, houses: spec.solo.houses.length } : null,
      ...spec.options,
    },
    rng: seedRng('scenario'),
    round: spec.round ?? 1,
    phase: spec.phase ?? 'draw',
    seats: spec.seats.map(seat),
    jokerDeck: [],
    draft: null,
    stacks: spec.stacks ?? [],
    middle: spec.middle ?? [],
    box: [],
    removed: [],
    placement: spec.placement ?? [],
    collect: null,
    solo: spec.solo ?? null,
    personal: spec.personal ?? spec.seats.map(() => []),
    achievements: spec.achievements ?? null,
    unlock: spec.unlock ?? null,
    result: null,
  };
}

export interface Run {
  s: TrashPokerState;
  events: GameEvent[];
}

/** Applies actions in order, each as [seat, action]; fails the test on a refusal. */
export function run(s: TrashPokerState, ...steps: [number, TrashPokerAction][]): Run {
  const events: GameEvent[] = [];
  for (const [seatNo, action] of steps) {
    const r = trashPoker.apply(s, seatNo, action);
    if (!r.ok) expect.fail(`seat ${seatNo} ${JSON.stringify(action)} refused: ${r.error}`);
    s = r.state;
    events.push(...r.events);
  }
  return { s, events };
}

/** Picks each card then confirms. */
export function pickAll(seatNo: number, cards: CardId[]): [number, TrashPokerAction][] {
  return [...cards.map((card): [number, TrashPokerAction] => [seatNo, { type: 'pick', card }]), [seatNo, { type: 'confirm' }]];
}

/** The refusal for an action (fails the test if accepted). */
export function refusal(s: TrashPokerState, seatNo: number, action: unknown): { error: string; code?: string } {
  const r = trashPoker.apply(s, seatNo, action);
  if (r.ok) expect.fail(`expected ${JSON.stringify(action)} to be refused`);
  return r;
}

/**
 * A state in the select step with these played hands: each seat has exactly `hand` in hand and
 * `draw` on its draw pile, so confirming the picks resolves the play.
 */
export function selectState(hands: CardId[][], extra: Partial<StateSpec> & { draws?: CardId[][]; seatSpecs?: SeatSpec[] } = {}): TrashPokerState {
  return state({
    ...extra,
    round: extra.round ?? 1,
    phase: 'draw',
    middle: extra.middle,
    variants: extra.variants,
    seats: hands.map((hand, i) => ({ hand, step: 'select', draw: extra.draws?.[i] ?? [], ...extra.seatSpecs?.[i] })),
  });
}

/** Every seat plays its first 5 hand cards. */
export function playAll(s: TrashPokerState): Run {
  const steps: [number, TrashPokerAction][] = [];
  s.seats.forEach((p, i) => steps.push(...pickAll(i, p.hand.slice(0, 5))));
  return run(s, ...steps);
}

export function kinds(events: GameEvent[], kind: string): GameEvent[] {
  return events.filter((e) => e.kind === kind);
}

/** Every card id anywhere in the state, for conservation checks. */
export function allCards(s: TrashPokerState): CardId[] {
  const out: CardId[] = [...s.jokerDeck, ...s.middle, ...s.box, ...s.removed, ...s.stacks.flat(), ...s.personal.flat()];
  if (s.draft) out.push(...s.draft.revealed);
  if (s.achievements) out.push(...s.achievements.stack);
  for (const h of s.solo?.houses ?? []) out.push(...h.draw, ...h.pot, ...h.discard, ...h.removed);
  for (const p of s.seats) {
    out.push(...p.draw, ...p.discard, ...p.hand, ...p.played, ...p.pot, ...p.trash, ...p.offer);
    for (const cards of Object.values(p.upgrades)) out.push(...cards);
  }
  return out;
}
