/**
 * A finished match made fast: the bots play a whole game through the engine, and it is stored
 * as a room stores one (seed, settings, seats, action log, result; seat 0 a player's profile).
 */
import type { GameMode, GameResult } from '../../shared/engine/types';
import type { Store } from '../../server/store';

export interface StoredMatch {
  id: string;
  result: GameResult;
  /** The profile that played seat 0, and its token. */
  profile: { id: string; name: string };
  token: string;
}

export async function storeBotMatch(
  store: Store,
  mode: GameMode,
  id: string,
  players: number,
  options: Record<string, unknown>,
  name = 'Ann',
): Promise<StoredMatch> {
  const seed = `replay-${id}`;
  const { profile, token } = await store.createProfile(name);
  const seats = Array.from({ length: players }, (_, s) => ({
    name: s === 0 ? profile.name : `Bot ${s}`,
    bot: s !== 0,
    profileId: s === 0 ? profile.id : null,
  }));
  store.createMatch({ id, mode: mode.id, options: { seats: players, botDelay: 0, private: false, options }, seed, seats, hostSeat: 0, owner: 'test' });
  let state = mode.setup({ players, seed, options });
  for (let n = 0; !mode.isOver(state); n++) {
    if (n > 5000) throw new Error(`${id} does not end`);
    const seat = mode.actors(state)[0];
    const action = mode.botAction(state, seat);
    const applied = mode.apply(state, seat, action);
    if (!applied.ok) throw new Error(`${id}: the bot's action was refused: ${applied.error}`);
    state = applied.state;
    store.appendAction(id, n, seat, action);
  }
  const result = mode.result(state);
  const mine = result.standings.find((s) => s.seat === 0)!;
  await store.finishMatch(id, mode.id, 'finished', result, [{ profileId: profile.id, score: mine.score, place: mine.place }]);
  return { id, result, profile, token };
}
