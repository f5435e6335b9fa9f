import { Room, type Client } from '@colyseus/core';
import { Schema, type } from '@colyseus/schema';

class EchoState extends Schema {
  @type('number') count = 0;
  @type('string') last = '';
}

/** The baseline: the most trivial Colyseus room (small state, one message type). */
export class EchoRoom extends Room<EchoState> {
  override maxClients = 4;

  override onCreate() {
    this.setState(new EchoState());
    this.onMessage('bump', (client: Client, message: { n: number }) => {
      this.state.count++;
      this.state.last = `${client.sessionId}:${message?.n}`;
    });
  }
}
