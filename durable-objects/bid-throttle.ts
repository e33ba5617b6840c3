/** Per-merchant token bucket for bidding commands: bursts of 10, then 5 per second (in memory; a restart refills it). */

const CAPACITY = 10;
const PER_SECOND = 5;
/** Beyond this many merchants the oldest buckets are forgotten (they would be full again anyway). */
const MAX_TRACKED = 5_000;

export class BidThrottle {
  private readonly buckets = new Map<number, { tokens: number; at: number }>();

  /** Takes a token for the merchant at `now`; false when they must slow down. */
  take(customerId: number, now: number): boolean {
    const bucket = this.buckets.get(customerId) ?? { tokens: CAPACITY, at: now };
    const tokens = Math.min(CAPACITY, bucket.tokens + ((now - bucket.at) / 1000) * PER_SECOND);
    if (tokens < 1) {
      this.buckets.set(customerId, { tokens, at: now });
      return false;
    }
    this.buckets.delete(customerId);
    if (this.buckets.size >= MAX_TRACKED) {
      const oldest = this.buckets.keys().next();
      if (!oldest.done) this.buckets.delete(oldest.value);
    }
    this.buckets.set(customerId, { tokens: tokens - 1, at: now });
    return true;
  }
}
