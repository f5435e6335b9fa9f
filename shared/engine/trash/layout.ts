/**
 * Questions about one layout: which spots are still face down, where a card may go.
 * Spots are numbered 1-10 like the ranks they hold; a layout of size n has spots 1..n.
 */
import { isJack, naturalSpot } from './cards';
import type { CardId, Spot } from './types';

/** Spot numbers still face down, ascending. */
export function faceDownSpots(layout: Spot[]): number[] {
  const spots: number[] = [];
  layout.forEach((s, i) => {
    if (!s.faceUp) spots.push(i + 1);
  });
  return spots;
}

/** "Game play continues until a player has filled in all ... spots of their layout." */
export function isComplete(layout: Spot[]): boolean {
  return layout.every((s) => s.faceUp);
}

function spotHoldsJack(layout: Spot[], spot: number): boolean {
  const s = layout[spot - 1];
  return s?.faceUp && isJack(s.card);
}

/**
 * The natural card's own spot when it is still face down. A 10 in a nine-card layout has no spot
 * ("Later hands": exposing a 10 ends the turn like kings and queens).
 */
function openSpotFor(card: CardId, layout: Spot[]): number | null {
  const spot = naturalSpot(card);
  if (spot === null || spot > layout.length) return null;
  return layout[spot - 1].faceUp ? null : spot;
}

/** The natural card's spot when a jack holds it ("a natural card ... may replace the jack"). */
export function jackSpotFor(card: CardId, layout: Spot[]): number | null {
  const spot = naturalSpot(card);
  if (spot === null || spot > layout.length) return null;
  return spotHoldsJack(layout, spot) ? spot : null;
}

/** Spots where the card can fill a face-down position: its own spot, or any for a jack. */
export function openPlacements(card: CardId, layout: Spot[]): number[] {
  if (isJack(card)) return faceDownSpots(layout);
  const spot = openSpotFor(card, layout);
  return spot === null ? [] : [spot];
}

/** Every spot the card may be placed on: open placements plus the jack it may replace. */
export function placements(card: CardId, layout: Spot[]): number[] {
  const open = openPlacements(card, layout);
  if (open.length > 0 || isJack(card)) return open;
  const jackSpot = jackSpotFor(card, layout);
  return jackSpot === null ? [] : [jackSpot];
}

/** Whether the card could ever make progress in this layout as it stands. */
export function isUsable(card: CardId, layout: Spot[]): boolean {
  return placements(card, layout).length > 0;
}
