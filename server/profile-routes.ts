import { Router, type Request } from 'express';
import { z } from 'zod';
import type { GameMode } from '../shared/engine/types';
import { NameSchema as Name } from '../shared/protocol/messages';
import type { Store } from './store';

const NameSchema = z.object({ name: Name });

function bearer(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : null;
}

/**
 * Guest profiles over HTTP: the browser keeps the secret token; the server keeps only its hash.
 * `POST /api/profile {name}` creates one; `GET /api/profile` (Bearer token) returns it with its
 * unlocks and best scores; `PUT /api/profile {name}` renames it. `GET /api/scores/:mode` lists
 * the high scores.
 */
export function profileRoutes(store: Store, modes: Record<string, GameMode>): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ ok: true, modes: Object.keys(modes) });
  });
  router.post('/profile', async (req, res) => {
    const body = NameSchema.safeParse(req.body);
    if (!body.success) return void res.status(400).json({ code: 'malformed', message: 'A name of 1 to 24 visible characters, please.' });
    const { profile, token } = await store.createProfile(body.data.name);
    res.status(201).json({ ...profile, token });
  });
  router.get('/profile', async (req, res) => {
    const profile = await store.profileByToken(bearer(req) ?? '');
    if (!profile) return void res.status(401).json({ code: 'unknown-profile', message: 'No profile for that token.' });
    const best = Object.fromEntries(await Promise.all(Object.keys(modes).map(async (m) => [m, await store.bestScore(profile.id, m)])));
    res.json({ ...profile, unlocks: await store.unlocks(profile.id), best });
  });
  router.put('/profile', async (req, res) => {
    const profile = await store.profileByToken(bearer(req) ?? '');
    if (!profile) return void res.status(401).json({ code: 'unknown-profile', message: 'No profile for that token.' });
    const body = NameSchema.safeParse(req.body);
    if (!body.success) return void res.status(400).json({ code: 'malformed', message: 'A name of 1 to 24 visible characters, please.' });
    await store.renameProfile(profile.id, body.data.name);
    res.json({ ...profile, name: body.data.name });
  });
  router.get('/scores/:mode', async (req, res) => {
    if (!modes[req.params.mode]) return void res.status(404).json({ code: 'unknown-mode', message: 'No such mode.' });
    res.json(await store.highScores(req.params.mode));
  });
  return router;
}
