import { Room, type Client } from '@colyseus/core';
import { Schema, type } from '@colyseus/schema';

class EchoState extends Schema {
  @type('number') count = 0;
  @type('string') last = '';
}

/** The baseline: the most trivial Colyseus room (small state, one message type). */
export class EchoRoom extends Room<EchoState> {
  override maxClients = 4;
  /** Patch each change at once, as the game rooms do, instead of on the 50 ms tick. */
  protected patchAtOnce = false;

  override onCreate() {
    this.setState(new EchoState());
    if (this.patchAtOnce) this.setPatchRate(null);
    this.onMessage('bump', (client: Client, message: { n: number }) => {
      this.state.count++;
      this.state.last = `${client.sessionId}:${message?.n}`;
      if (this.patchAtOnce) this.broadcastPatch();
    });
  }
}

/**
 * The same trivial room patching each message at once (BENCH_ECHO_NOW=1): shows what sending
 * without waiting for a tick costs by itself (each write may wake a sleeping client process).
 */
export class EchoNowRoom extends EchoRoom {
  protected override patchAtOnce = true;
}
