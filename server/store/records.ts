import type { ModeId } from '../../shared/engine/types';
import { ENGINE_VERSIONS } from '../../shared/replay/record';
import type { HistoryEntry, LeaderboardKind, SeatRecord } from './types';

/**
 * What both stores read the same way: the engine version a new match records, a history row's
 * opponents, and a leaderboard's ranking as SQL that SQLite and PostgreSQL both run (`param(n)`
 * spells the n-th parameter: `?` or `$n`).
 */

/** The version of the engine that plays a new match of `mode` (0 for a mode without one). */
export const engineVersionOf = (mode: string) => ENGINE_VERSIONS[mode as ModeId] ?? 0;

/** A history row as the store reads it (`seats` is the match's seats JSON). */
export interface HistoryRow {
  matchId: string;
  mode: string;
  playedAt: number | string;
  place: number;
  score: number;
  seats: string;
}

/** The row as the player sees it: everyone else at the table, in seat order. */
export function historyEntry(row: HistoryRow, profileId: string): HistoryEntry {
  const seats = JSON.parse(row.seats) as SeatRecord[];
  const mine = seats.findIndex((s) => s.profileId === profileId);
  const opponents = seats.filter((_, i) => i !== mine).map((s) => ({ name: s.name, bot: s.bot }));
  return {
    matchId: row.matchId,
    mode: row.mode,
    playedAt: Number(row.playedAt),
    place: Number(row.place),
    score: Number(row.score),
    seats: seats.length,
    opponents,
  };
}

/** A player's history, newest first: parameters profile id, limit, offset. */
export const historySql = (param: (n: number) => string) =>
  `SELECT s.match_id AS "matchId", s.mode AS mode, s.created_at AS "playedAt", s.place AS place, s.score AS score, m.seats AS seats
     FROM scores s JOIN matches m ON m.id = s.match_id
     WHERE s.profile_id = ${param(1)} ORDER BY s.created_at DESC, s.match_id LIMIT ${param(2)} OFFSET ${param(3)}`;

/** Per kind, the value each player gets from their scores rows, and which values rank. */
const LEADERBOARD_VALUES: Record<LeaderboardKind, { value: string; having: string }> = {
  score: { value: 'MAX(score)', having: 'MAX(score) IS NOT NULL' },
  wins: { value: 'SUM(CASE WHEN place = 1 THEN 1 ELSE 0 END)', having: 'SUM(CASE WHEN place = 1 THEN 1 ELSE 0 END) > 0' },
};

/** A mode's players ranked since a date: parameters mode, since; rows carry profile_id, value, rank, pos. */
const ranked = (kind: LeaderboardKind, param: (n: number) => string) => `WITH agg AS (
    SELECT profile_id, ${LEADERBOARD_VALUES[kind].value} AS value FROM scores WHERE mode = ${param(1)} AND created_at >= ${param(2)}
      GROUP BY profile_id HAVING ${LEADERBOARD_VALUES[kind].having}
  ), ranked AS (
    SELECT profile_id, value, RANK() OVER (ORDER BY value DESC) AS rank, ROW_NUMBER() OVER (ORDER BY value DESC, profile_id) AS pos FROM agg
  )`;

/** The three leaderboard queries; each starts with the parameters mode, since. */
export function leaderboardSql(kind: LeaderboardKind, param: (n: number) => string) {
  const rows = `SELECT r.rank AS rank, p.name AS name, r.value AS value FROM ranked r JOIN profiles p ON p.id = r.profile_id`;
  return {
    /** How many players rank. */
    total: `${ranked(kind, param)} SELECT COUNT(*) AS total FROM ranked`,
    /** One page: parameters 3 and 4 are the first and last position (exclusive, inclusive). */
    page: `${ranked(kind, param)} ${rows} WHERE r.pos > ${param(3)} AND r.pos <= ${param(4)} ORDER BY r.pos`,
    /** One player's line: parameter 3 is the profile id. */
    player: `${ranked(kind, param)} ${rows} WHERE r.profile_id = ${param(3)}`,
  };
}

/** A leaderboard line as the database returns it (PostgreSQL counts in strings). */
export const leaderboardEntry = (r: { rank: number | string; name: string; value: number | string }) => ({
  rank: Number(r.rank),
  name: r.name,
  value: Number(r.value),
});
