/**
 * The order of the open-tables list, as a player reads it: tables one can join first, then games
 * under way, finished ones last; newest first within each. A table keeps its place while it stays
 * in its group (its creation time never changes), so rows do not jump as seats fill and rounds
 * pass.
 */
import type { RoomMetadata } from '../../shared/protocol/messages';
import type { RoomListing } from '../net/LobbyConnection';

export const ROOM_GROUPS = ['open', 'running', 'over'] as const;
export type RoomGroup = (typeof ROOM_GROUPS)[number];

/** A table a player may sit down at now: still waiting, with a free seat. */
export function isJoinable(md: RoomMetadata): boolean {
  return md.phase === 'waiting' && md.free > 0;
}

export function roomGroup(md: RoomMetadata): RoomGroup {
  if (md.phase === 'over') return 'over';
  return isJoinable(md) ? 'open' : 'running';
}

/** Milliseconds since the epoch; 0 when the listing has no readable time (it then sorts as oldest). */
function createdMs(listing: RoomListing): number {
  const ms = listing.createdAt === undefined ? Number.NaN : new Date(listing.createdAt).getTime();
  return Number.isNaN(ms) ? 0 : ms;
}

/** The listings with metadata, in the list's order (a new array). */
export function orderRooms(rooms: Iterable<RoomListing>): RoomListing[] {
  const rank = (r: RoomListing) => ROOM_GROUPS.indexOf(roomGroup(r.metadata!));
  return [...rooms]
    .filter((r) => r.metadata)
    .sort((a, b) => rank(a) - rank(b) || createdMs(b) - createdMs(a) || (a.roomId < b.roomId ? -1 : a.roomId > b.roomId ? 1 : 0));
}
