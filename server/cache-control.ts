import type { NextFunction, Request, Response } from "express";

declare global {
  namespace Express {
    interface Locals {
      /** Set by the portal (load context `markPersonal`) when the session of this request has a login. */
      personal?: boolean;
    }
  }
}

/**
 * Personal responses of the portal (any page, redirect or data request of a signed-in user, their
 * documents and PDFs) must not be kept by a browser's or a proxy's cache: the back button on a
 * shared computer or a proxy would show them again. The portal marks the request when the session
 * holds a login; just before the headers go out, `no-store` replaces any other caching the route set.
 * Pages of anonymous visitors keep their own caching.
 */
export function noStoreWhenPersonal() {
  return (_req: Request, res: Response, next: NextFunction) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      const current = String(res.getHeader("Cache-Control") ?? "");
      if (res.locals.personal && !current.includes("no-store")) res.setHeader("Cache-Control", "no-store");
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}
