import { afterEach, describe, expect, it } from 'vitest';
import { setFreezeShared } from '../../../shared/engine/freeze';
import { trashPoker } from '../../../shared/engine/trash-poker';

const fresh = () => trashPoker.setup({ players: 3, seed: 'freeze', options: {} });

describe('parts shared between views', () => {
  afterEach(() => setFreezeShared(true));

  it('are frozen by default, so a consumer writing to one fails where it writes', () => {
    const view = trashPoker.view(fresh(), 0) as { seats: { hand: string[] | null; discard: string[] }[] };
    expect(() => view.seats[0].hand!.push('x')).toThrow(TypeError);
    expect(() => view.seats[1].discard.push('x')).toThrow(TypeError);
    // The view itself is the caller's: only the shared parts are locked.
    expect(Object.isFrozen(view)).toBe(false);
  });

  it('are left as they are with freezing off (the server), and say the same', () => {
    const frozen = trashPoker.view(fresh(), 0);
    setFreezeShared(false);
    const open = trashPoker.view(fresh(), 0) as { seats: { hand: string[] | null }[] };
    expect(Object.isFrozen(open.seats[0].hand)).toBe(false);
    expect(open).toEqual(frozen);
  });
});
