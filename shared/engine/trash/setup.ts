/** "Setup": decks for the table, the first dealer, the first deal. */
import type { SetupOptions } from '../types';
import { nextInt, seedRng } from '../rng';
import { decksFor } from './cards';
import { dealHand } from './hands';
import { FULL_LAYOUT, MAX_PLAYERS, MIN_PLAYERS, type TrashOptions, type TrashState } from './types';

function readLayoutSize(options: object | undefined): number {
  const size = (options as TrashOptions | undefined)?.layoutSize ?? FULL_LAYOUT;
  if (!Number.isInteger(size) || size < 1 || size > FULL_LAYOUT)
    throw new RangeError(`Trash layoutSize must be an integer from 1 to ${FULL_LAYOUT}, got ${String(size)}`);
  return size;
}

/** A new game: the first dealer is drawn at random (cutting for deal), then the first hand is dealt. */
export function setup({ players, seed, options }: SetupOptions): TrashState {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
    throw new RangeError(`Trash needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players, got ${players}`);
  const layoutSize = readLayoutSize(options);
  const rng = seedRng(seed);
  const state: TrashState = {
    mode: 'trash',
    players,
    decks: decksFor(players),
    layoutSize,
    rng,
    hand: 1,
    dealer: nextInt(rng, players),
    turn: 0,
    step: 'start',
    held: null,
    stock: [],
    discard: [],
    layouts: [],
    handsWon: Array.from({ length: players }, () => 0),
    history: [],
    idleReshuffles: 0,
    winner: null,
  };
  // setup has no event channel; the client draws the first deal from the view.
  dealHand(
    state,
    Array.from({ length: players }, () => layoutSize),
    [],
  );
  return state;
}
