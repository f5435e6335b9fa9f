import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableConnection } from '../../client/net/TableConnection';

/** A room whose server never answers a leave (a half-open connection). */
function silentRoom() {
  const noop = () => () => {};
  return {
    roomId: 'r1',
    name: 'trash-poker',
    reconnectionToken: 't',
    state: {},
    onMessage: noop,
    onStateChange: noop,
    onLeave: noop,
    onError: noop,
    leave: vi.fn(() => new Promise(() => {})),
  };
}

afterEach(() => vi.useRealTimers());

describe('TableConnection', () => {
  it('leaving never keeps the player at the table when the server does not answer', async () => {
    vi.useFakeTimers();
    const room = silentRoom();
    const conn = new (TableConnection as unknown as new (room: unknown, mode: string) => TableConnection)(room, 'trash-poker');
    let left = false;
    void conn.leave().then(() => (left = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(room.leave).toHaveBeenCalledWith(true);
    expect(left).toBe(false);
    await vi.advanceTimersByTimeAsync(2500);
    expect(left).toBe(true);
  });
});
