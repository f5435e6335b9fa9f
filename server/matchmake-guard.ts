/**
 * Colyseus's matchmaking route (`POST /matchmake/<method>/<room>`) reads a whole request body
 * of any size before parsing it, and creates a room for every request. This takes the route
 * over for POSTs: the body is capped while it streams in (a declared oversized one is refused
 * before a byte is read), and room creation is limited per profile and per address. GETs and
 * preflights still go to Colyseus.
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import { WindowLimiter } from './rate-limit';

/** How many rooms one creator may open. */
export interface CreationLimits {
  /** Rooms per profile (the `token` option) per minute. */
  perProfile: number;
  /** Rooms per client address per minute (guests without a token, or many tokens). */
  perAddress: number;
}

export const DEFAULT_CREATION_LIMITS: CreationLimits = { perProfile: 6, perAddress: 20 };

/** Largest matchmaking body: join options with a name, a token and a table's mode options. */
export const MAX_MATCHMAKE_BODY_BYTES = 4096;

/** Matchmaking methods that may open a room. */
const CREATING = new Set(['create', 'joinOrCreate']);

const MINUTE = 60_000;

interface Refusal {
  code: string;
  message: string;
}

/**
 * Puts the guard in front of every other `request` listener of `http` (Colyseus's included);
 * call it after the Colyseus server is constructed. `profileOf` maps a profile token to its id.
 */
export function guardMatchmaking(http: HttpServer, limits: CreationLimits, profileOf: (token: string) => Promise<string | null>): void {
  const perProfile = new WindowLimiter(limits.perProfile, MINUTE);
  const perAddress = new WindowLimiter(limits.perAddress, MINUTE);
  const others = http.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners('request');
  const route = `/${matchMaker.controller.matchmakeRoute}/`;

  /** The limit a creation would break, or null (and then it is counted). */
  const creationRefusal = async (req: IncomingMessage, options: Record<string, unknown>): Promise<Refusal | null> => {
    const address = `address:${req.socket.remoteAddress ?? '?'}`;
    const profileId = typeof options.token === 'string' ? await profileOf(options.token) : null;
    const profile = profileId && `profile:${profileId}`;
    if (perAddress.full(address) || (profile && perProfile.full(profile))) {
      const limit = profile && perProfile.full(profile) ? perProfile.limit : perAddress.limit;
      return { code: 'rate-limited', message: `Too many new tables: at most ${limit} a minute. Join one, or wait a moment.` };
    }
    perAddress.count(address);
    if (profile) perProfile.count(profile);
    return null;
  };

  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || !req.url?.startsWith(route)) {
      for (const listener of others) listener.call(http, req, res);
      return;
    }
    const [method = '', roomName = ''] = req.url.slice(route.length).split(/[/?]/);
    const headers: Record<string, string> = {
      ...matchMaker.controller.DEFAULT_CORS_HEADERS,
      ...matchMaker.controller.getCorsHeaders(req),
      'Content-Type': 'application/json',
    };
    const answer = (status: number, body: unknown) => {
      if (res.headersSent) return;
      res.writeHead(status, headers);
      res.end(JSON.stringify(body));
    };
    // Refusals answer like Colyseus's own matchmaking errors, `{ code, error }`: colyseus.js turns
    // a 200 one into a MatchMakeError with that string code, and any other into a ServerError.
    const refuse = (status: number, r: Refusal) => answer(status, { code: r.code, error: r.message });
    // The body of a matchmaking request is the join options: too large is bad options.
    const tooLarge: Refusal = { code: 'bad-options', message: `Join options are at most ${MAX_MATCHMAKE_BODY_BYTES} bytes as JSON.` };
    /** Answers before the rest is read, then drops the connection (the client may still be sending). */
    const overflow = () => {
      headers.Connection = 'close';
      res.once('finish', () => req.destroy());
      refuse(413, tooLarge);
    };
    req.on('error', () => {}); // a client cut off mid-body is expected here, not a server fault

    if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) return refuse(503, { code: 'shutting-down', message: 'The server is restarting.' });
    if (Number(req.headers['content-length'] ?? 0) > MAX_MATCHMAKE_BODY_BYTES) return overflow(); // nothing of it is read
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_MATCHMAKE_BODY_BYTES) chunks.push(chunk);
      else if (!res.headersSent) overflow();
    });
    req.on('end', () => {
      if (size > MAX_MATCHMAKE_BODY_BYTES) return;
      void (async () => {
        let options: unknown;
        try {
          options = JSON.parse(Buffer.concat(chunks).toString() || '{}');
        } catch {
          return refuse(400, { code: 'malformed', message: 'The request body is not JSON.' });
        }
        if (typeof options !== 'object' || options === null || Array.isArray(options)) {
          return refuse(400, { code: 'malformed', message: 'Join options must be an object.' });
        }
        const limited = CREATING.has(method) ? await creationRefusal(req, options as Record<string, unknown>) : null;
        if (limited) return refuse(200, limited);
        try {
          const reservation = await matchMaker.controller.invokeMethod(method, roomName, options, {
            token: req.headers.authorization?.startsWith('Bearer ') ? req.headers.authorization.slice(7) : undefined,
            headers: req.headers,
            ip: req.socket.remoteAddress ?? '',
            req,
          });
          answer(200, reservation);
        } catch (error) {
          const e = error as { code?: unknown; message?: string };
          answer(200, { code: e.code, error: e.message });
        }
      })();
    });
  });
}
