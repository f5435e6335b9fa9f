/**
 * Rate and size limits for every message a room's clients send, checked before anything reads
 * the message: each client a token bucket, each message a size in bytes of its JSON form.
 */
import { type ErrorMessage, MAX_MESSAGE_BYTES } from '../../shared/protocol/messages';
import { TokenBucket } from '../rate-limit';

export class MessageLimits {
  private readonly buckets = new Map<string, TokenBucket>();

  /** `perSecond` messages a second per client, in bursts of twice that. */
  constructor(private readonly perSecond: number) {}

  /** The refusal for this client's message, or null when it may be read. */
  check(sessionId: string, message: unknown): ErrorMessage | null {
    const rate = this.perSecond;
    let bucket = this.buckets.get(sessionId);
    if (!bucket) this.buckets.set(sessionId, (bucket = new TokenBucket(rate * 2, rate)));
    if (!bucket.take()) return { code: 'rate-limited', message: `Too many messages: at most ${rate} a second. Slow down.` };
    let size: number;
    try {
      size = JSON.stringify(message ?? null).length;
    } catch {
      return { code: 'malformed', message: 'That message could not be read.' };
    }
    if (size > MAX_MESSAGE_BYTES) return { code: 'too-large', message: `Message too large: ${size} bytes, at most ${MAX_MESSAGE_BYTES}.` };
    return null;
  }

  /** The client left. */
  forget(sessionId: string): void {
    this.buckets.delete(sessionId);
  }
}
