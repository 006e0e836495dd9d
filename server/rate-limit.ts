import type { NextFunction, Request, Response } from "express";

/**
 * A fixed-window rate limit per client address (DESIGN.md §8: login rate limits answer 429).
 * In memory: with several instances each counts for itself, which still bounds guessing; a shared
 * store belongs with the first multi-instance deployment.
 */
export function rateLimit(options: { limit: number; windowSeconds: number; name: string }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return (req: Request, res: Response, next: NextFunction) => {
    const now = Date.now();
    if (now - lastSweep > options.windowSeconds * 1000) {
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
      lastSweep = now;
    }
    const key = req.ip ?? "unknown";
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + options.windowSeconds * 1000 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > options.limit) {
      const retryAfter = Math.ceil((window.resetAt - now) / 1000);
      res.setHeader("Retry-After", String(retryAfter));
      res.status(429);
      if (req.path.startsWith("/api/")) res.json({ code: 1010, message: "Too many requests" });
      else res.type("text/plain").send(`Too many ${options.name} attempts. Please try again in ${retryAfter} seconds.`);
      return;
    }
    next();
  };
}
