import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { GameMode, ModeId } from '../../shared/engine/types';
import type { ReplayRecord } from '../../shared/replay/record';
import { LEADERBOARD_KINDS, type Store } from '../store';

/** Most entries one page may hold. */
export const MAX_PAGE_LIMIT = 50;
const WEEK_MS = 7 * 24 * 3600 * 1000;
/** How far back each leaderboard period reaches (0 = from the beginning). */
const PERIODS = { week: WEEK_MS, all: 0 } as const;

const pageFields = {
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page counts from 1').default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_LIMIT, `limit must be at most ${MAX_PAGE_LIMIT}`)
    .default(10),
};
const HistoryQuery = z.object(pageFields);
const LeaderboardQuery = z.object({
  ...pageFields,
  kind: z.enum(LEADERBOARD_KINDS, { error: `kind must be one of: ${LEADERBOARD_KINDS.join(', ')}` }).default('score'),
  period: z.enum(Object.keys(PERIODS) as (keyof typeof PERIODS)[], { error: `period must be one of: ${Object.keys(PERIODS).join(', ')}` }).default('all'),
});

function bearer(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : null;
}

const refuse = (res: Response, status: number, code: string, message: string) => void res.status(status).json({ code, message });

/** The first problem of a query, as a sentence. */
const queryProblem = (error: z.ZodError) => error.issues[0]?.message ?? 'malformed query';

/**
 * Replays, match history and leaderboards over HTTP (docs/protocol.md, "HTTP API"):
 * `GET /api/matches/:id/replay` gives a finished match's replay (never a running one: its seed
 * and log would show every hidden card); `GET /api/history` (Bearer token) the player's recent
 * matches; `GET /api/leaderboard/:mode` a mode's best scores or wins, with the caller's position.
 */
export function replayRoutes(store: Store, modes: Record<string, GameMode>): Router {
  const router = Router();

  router.get('/matches/:id/replay', async (req, res) => {
    const record = await store.match(req.params.id);
    if (!record) return refuse(res, 404, 'unknown-match', 'No match with that id.');
    if (record.status === 'running')
      return refuse(res, 403, 'match-running', 'This match is still being played: watch it live as a spectator; its replay opens when it ends.');
    if (record.status !== 'finished') return refuse(res, 403, 'match-unfinished', 'This match was abandoned before its end and has no replay.');
    const replay: ReplayRecord = {
      matchId: record.id,
      mode: record.mode as ModeId,
      engineVersion: record.engineVersion,
      seed: record.seed,
      options: record.options,
      // Who played, without their profile ids (which identify a player to the server).
      seats: record.seats.map((s) => ({ name: s.name, bot: s.bot })),
      actions: record.actions as ReplayRecord['actions'],
      result: record.result as ReplayRecord['result'],
      playedAt: record.createdAt,
    };
    res.json(replay);
  });

  router.get('/history', async (req, res) => {
    const profile = await store.profileByToken(bearer(req) ?? '');
    if (!profile) return refuse(res, 401, 'unknown-profile', 'No profile for that token.');
    const query = HistoryQuery.safeParse(req.query);
    if (!query.success) return refuse(res, 400, 'bad-query', queryProblem(query.error));
    const { page, limit } = query.data;
    res.json({ page, limit, ...(await store.history(profile.id, page, limit)) });
  });

  router.get('/leaderboard/:mode', async (req, res) => {
    const mode = req.params.mode;
    if (!modes[mode]) return refuse(res, 400, 'unknown-mode', `No mode "${mode.slice(0, 40)}": one of ${Object.keys(modes).join(', ')}.`);
    const query = LeaderboardQuery.safeParse(req.query);
    if (!query.success) return refuse(res, 400, 'bad-query', queryProblem(query.error));
    const { page, limit, kind, period } = query.data;
    const since = PERIODS[period] ? Date.now() - PERIODS[period] : 0;
    const token = bearer(req);
    const profile = token ? await store.profileByToken(token) : null;
    res.json({ mode, kind, period, page, limit, ...(await store.leaderboard(mode, kind, since, page, limit, profile?.id ?? null)) });
  });

  return router;
}
