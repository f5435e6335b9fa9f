/** What a row of the open-tables list says about a table, in words that agree with their numbers. */
import type { RoomMetadata } from '../../shared/protocol/messages';
import { count } from '../ui/words';

/** Where the table is: waiting (and for how many), playing (which round) or over. */
export function roomStatus(md: RoomMetadata): string {
  if (md.phase === 'waiting') return `Waiting · ${count(md.free, 'free seat')}`;
  if (md.phase === 'over') return 'Game over';
  return `Playing${md.round ? ` · round ${md.round}` : ''}`;
}

/** The second line of a row: seats, players, bots, watchers and status. */
export function roomDetail(md: RoomMetadata): string {
  return [count(md.seats, 'seat'), count(md.humans, 'player'), count(md.bots, 'bot'), `${md.spectators} watching`, roomStatus(md)].join(' · ');
}

/** Which rows a page of the list shows: "4-6 of 11", "7 of 7". */
export function pageLabel(first: number, count: number, total: number): string {
  return count > 1 ? `${first + 1}-${first + count} of ${total}` : `${first + 1} of ${total}`;
}
