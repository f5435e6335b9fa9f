/**
 * The random-game harness of the property tests: games played with random legal actions, checking
 * after every action that chips never decrease, every card is somewhere exactly once, nothing
 * hidden leaks into a view or an event, `apply` never changes its input and junk is refused exactly
 * when it is not legal. Each test file says which junk to try and how often.
 */
import { expect } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../../../shared/engine/rng';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import type { CardId, TrashPokerAction, TrashPokerState } from '../../../../shared/engine/trash-poker/types';
import type { GameEvent, SetupOptions } from '../../../../shared/engine/types';
import { allCards } from './helpers';

export interface RandomGame extends SetupOptions {
  /** Seeds the bots' choices, apart from the deal. */
  botSeed: string;
  /** Check every step; off when only the action log is wanted. */
  check: boolean;
}

export interface Harness {
  /** A game still running after this many actions counts as one that never ends. */
  maxSteps: number;
  /** Junk is tried every this many actions: each junk action costs a full `apply`. */
  junkEvery: number;
  /** Actions a careless or hostile client might send, given a random card of the game. */
  junk: (card: CardId, rng: RngState) => unknown[];
}

export interface Played {
  log: [number, TrashPokerAction][];
  final: TrashPokerState;
}

export type ActionLog = Played['log'];

/** Ids `viewer` must not see (null = spectator). */
function hiddenFrom(s: TrashPokerState, viewer: number | null): Set<CardId> {
  const out = new Set<CardId>([...s.jokerDeck, ...s.stacks.flat(), ...s.box, ...(s.unlock?.stack ?? [])]);
  s.seats.forEach((p, seat) => {
    for (const card of p.draw) out.add(card);
    if (seat === viewer) return;
    for (const card of [...p.hand, ...p.played, ...p.offer, ...p.secretDiscards, ...Object.values(p.upgrades).flat()]) out.add(card);
  });
  // A House's face-down personality cards are hidden until revealed; once shown, which they are is
  // public memory (the order they lie in stays hidden).
  for (const h of s.solo?.houses ?? []) for (const x of [...h.draw, ...h.personalities.filter((id) => !h.seen.includes(id))]) out.add(x);
  // Star cards played face up this round stay named in the round's results after a shuffle: public knowledge.
  for (const p of s.seats) for (const w of p.result?.wilds ?? []) out.delete(w.card);
  // An achievement's joker is printed on its card, and the log names it after it went face up
  // onto the achiever's discard pile: a later shuffle into a draw pile hides where, not which.
  for (const entry of s.achievements?.log ?? []) if (entry.joker) out.delete(entry.joker);
  return out;
}

/** Hidden ids among the strings of a serialised value. */
function leaks(json: string, hidden: Set<CardId>): CardId[] {
  const out: CardId[] = [];
  // Whole JSON strings, escapes included, so matching never falls out of step with the quotes.
  for (const m of json.matchAll(/"((?:[^"\\]|\\.)*)"/g)) if (hidden.has(m[1])) out.push(m[1]);
  return out;
}

/** A random legal action; unpicks are rare so that selections finish. */
function randomAction(rng: RngState, legal: TrashPokerAction[]): TrashPokerAction {
  const forward = legal.filter((a) => a.type !== 'unpick');
  const pool = forward.length > 0 && nextInt(rng, 10) > 0 ? forward : legal;
  return pool[nextInt(rng, pool.length)];
}

/** Chips of every participant, seats then Houses. */
function chipsOf(s: TrashPokerState): number[] {
  return [...s.seats.map((p) => p.chips), ...(s.solo?.houses ?? []).map((h) => h.chips)];
}

function checkStep(prev: TrashPokerState, next: TrashPokerState, events: GameEvent[]): void {
  const before = chipsOf(prev);
  chipsOf(next).forEach((chips, i) => expect(chips).toBeGreaterThanOrEqual(before[i]));
  for (const viewer of [null, ...next.seats.map((_, i) => i)]) {
    const hidden = hiddenFrom(next, viewer);
    const json = JSON.stringify(trashPoker.view(next, viewer));
    const leakedIds = leaks(json, hidden);
    const where = leakedIds.map((id) => json.slice(Math.max(0, json.indexOf(`"${id}"`) - 120), json.indexOf(`"${id}"`) + 20));
    expect(leakedIds, `view of ${viewer}: ${where.join(' | ')}`).toEqual([]);
    // Cards hidden before and after may not appear in the events this viewer receives.
    const hiddenBefore = hiddenFrom(prev, viewer);
    const stillHidden = new Set([...hidden].filter((c) => hiddenBefore.has(c)));
    const leaked = trashPoker.viewEvents(events, viewer).filter((e) => leaks(JSON.stringify(e), stillHidden).length > 0);
    expect(leaked, `viewer ${viewer} in ${prev.phase}`).toEqual([]);
  }
}

/** Plays one game to its end with random legal actions; fails the test at the first broken rule. */
export function playRandomGame(game: RandomGame, harness: Harness): Played {
  const { players, seed, options, check } = game;
  let s = trashPoker.setup({ players, seed, options });
  const rng = seedRng(game.botSeed);
  const everyCard = allCards(s).sort();
  const log: ActionLog = [];
  for (let steps = 0; !trashPoker.isOver(s); steps++) {
    if (steps > harness.maxSteps) throw new Error('the game did not end');
    const actors = trashPoker.actors(s);
    expect(actors.length).toBeGreaterThan(0);
    for (const a of actors) expect(a).toBeLessThan(players);
    const seat = actors[nextInt(rng, actors.length)];
    const legal = trashPoker.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const action = randomAction(rng, legal);
    const before = JSON.stringify(s);
    if (check && steps % harness.junkEvery === 0) {
      // Junk is refused exactly when it is not legal, and a refusal leaves the state alone.
      const cards = allCards(s);
      for (const junk of harness.junk(cards[nextInt(rng, cards.length)], rng)) {
        const r = trashPoker.apply(s, seat, junk);
        const isLegal = legal.some((a) => JSON.stringify(a) === JSON.stringify(junk));
        expect(r.ok, JSON.stringify(junk)).toBe(isLegal);
        if (!r.ok) expect(r.error.length).toBeGreaterThan(0);
      }
      expect(JSON.stringify(s)).toBe(before);
    }
    const r = trashPoker.apply(s, seat, action);
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(action)}: ${r.error}`);
    expect(JSON.stringify(s)).toBe(before);
    if (check) checkStep(s, r.state, r.events);
    log.push([seat, action]);
    s = r.state;
    if (check) expect(allCards(s).sort()).toEqual(everyCard);
  }
  return { log, final: s };
}

/** The state reached by applying `log` to a fresh game, each step to a copy of the state. */
export function replay(game: SetupOptions, log: ActionLog): TrashPokerState {
  let s = trashPoker.setup({ players: game.players, seed: game.seed, options: game.options });
  for (const [seat, action] of log) {
    const r = trashPoker.apply(JSON.parse(JSON.stringify(s)), seat, action);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
  return s;
}

/** Plays a game with the greedy bot in every seat, checking that it only chooses legal actions. */
export function playGreedyGame(players: number, maxSteps: number, options?: object): TrashPokerState {
  let s = trashPoker.setup({ players, seed: `greedy-${players}`, options });
  let steps = 0;
  while (!trashPoker.isOver(s)) {
    const seat = trashPoker.actors(s)[0];
    const action = trashPoker.botAction(s, seat);
    expect(trashPoker.legalActions(s, seat)).toContainEqual(action);
    const r = trashPoker.apply(s, seat, action);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
    expect(++steps).toBeLessThan(maxSteps);
  }
  return s;
}

/** A finished game: eight rounds, one standing per player, each score the sum of its breakdown. */
export function checkStandings(final: TrashPokerState, players: number): void {
  expect(final.round).toBe(8);
  const result = trashPoker.result(final);
  expect(result.standings).toHaveLength(players);
  for (const st of result.standings) expect(Object.values(st.breakdown).reduce((a, b) => a + b, 0)).toBe(st.score);
}
