/**
 * Fixed-window rate limits per client address (docs/security.md: 429 with Retry-After). The counting
 * sits behind `RateLimitStore` so several instances can share one store (e.g. a table in
 * PostgreSQL); the default counts in memory, which bounds each instance on its own.
 */

export interface RateLimitWindow {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

export interface RateLimitStore {
  /** Counts one hit for `key` in a window of `windowMs` and answers the window after it. */
  hit(key: string, windowMs: number): Promise<RateLimitWindow>;
}

/** Counts in this process; expired windows are swept at most once per window length. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitWindow>();
  private lastSweep = Date.now();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<RateLimitWindow> {
    const now = this.now();
    if (now - this.lastSweep > windowMs) {
      for (const [k, window] of this.windows) if (window.resetAt <= now) this.windows.delete(k);
      this.lastSweep = now;
    }
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { ...window };
  }
}

/**
 * A shared store (the database) with this process's memory as its stand-in: while the shared store fails
 * (a database outage), each instance counts on its own, so the limits still hold and every request gets
 * its own answer (`/readyz` its 503 naming the database, a page its error page) instead of the store's
 * failure.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  private readonly standIn: MemoryRateLimitStore;

  constructor(
    private readonly shared: RateLimitStore,
    now: () => number = Date.now,
  ) {
    this.standIn = new MemoryRateLimitStore(now);
  }

  async hit(key: string, windowMs: number): Promise<RateLimitWindow> {
    try {
      return await this.shared.hit(key, windowMs);
    } catch {
      return this.standIn.hit(key, windowMs);
    }
  }
}

export interface RateLimitRule {
  /** Names the bucket: every path of a rule counts against the same limit. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts a hit of `address` against `rule`; the key is the rule's name and the address, never the path. */
export async function checkRateLimit(
  store: RateLimitStore,
  rule: RateLimitRule,
  address: string,
  now = Date.now(),
): Promise<RateLimitVerdict> {
  const window = await store.hit(`${rule.name}|${address}`, rule.windowSeconds * 1000);
  if (window.count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
}
