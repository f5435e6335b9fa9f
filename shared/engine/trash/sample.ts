/**
 * Draws a whole Trash state from what one seat (or a spectator) sees. In Trash nobody sees a
 * face-down card, so every seat samples from the same facts: the face-up spots, the discard pile,
 * the card being played and the stock count. The cards none of those names are shuffled into the
 * face-down spots and the stock (docs/rules/trash.md, "What a seat can know").
 */
import type { RngState } from '../rng';
import { forkRng, takeCards, unseenShuffled } from '../sample';
import { allCards } from './cards';
import type { Spot, TrashState, TrashView } from './types';

export function sample(view: TrashView, rng: RngState): TrashState {
  const seen = [...view.discard, ...(view.held ? [view.held.card] : [])];
  for (const l of view.layouts) for (const s of l.spots) if (s.faceUp) seen.push(s.card);
  const pool = unseenShuffled(rng, allCards(view.decks), seen);
  const layouts: Spot[][] = view.layouts.map((l) =>
    l.spots.map((s) => (s.faceUp ? { card: s.card, faceUp: true } : { card: takeCards(pool, 1)[0], faceUp: false })),
  );
  const stock = takeCards(pool, view.stockCount);
  if (pool.length) throw new Error(`sample: ${pool.length} cards of the game are nowhere in the view`);
  return {
    mode: 'trash',
    players: view.players,
    decks: view.decks,
    layoutSize: view.layoutSize,
    rng: forkRng(rng),
    hand: view.hand,
    dealer: view.dealer,
    // a finished game shows no seat to act; the engine keeps the last actor, which is the winner
    turn: view.turn ?? view.winner ?? 0,
    step: view.step,
    held: view.held ? { ...view.held } : null,
    stock,
    discard: [...view.discard],
    layouts,
    handsWon: [...view.handsWon],
    history: view.history.map((h) => ({ ...h })),
    idleReshuffles: view.idleReshuffles,
    winner: view.winner,
  };
}
