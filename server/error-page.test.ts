import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { finalErrorHandler } from "./error-page";

/** Real requests to an Express app with the same last handler as server.ts. */
async function withServer(run: (base: string) => Promise<void>) {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.requestId = "0b4c2a9e-1111-4222-8333-944455556666";
    next();
  });
  app.get("/:param", (req, res) => {
    if (req.params.param === "boom") throw new Error(`failed in ${process.cwd()}/server.ts`);
    res.send("ok");
  });
  app.use(finalErrorHandler());
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

const leaks = (body: string) =>
  body.includes(process.cwd()) || /\bat \S+ \(/.test(body) || body.includes("node_modules");

describe("Express's final error handler", () => {
  it("answers a malformed URL (/%FF) with a plain 400 page, no stack, no paths", async () => {
    await withServer(async (base) => {
      const response = await fetch(`${base}/%FF`);
      const body = await response.text();
      expect(response.status).toBe(400);
      expect(leaks(body)).toBe(false);
      expect(body).toContain("Bad request");
    });
  });

  it("answers any other error with a 500 page naming the incident id only", async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await withServer(async (base) => {
        const response = await fetch(`${base}/boom`);
        const body = await response.text();
        expect(response.status).toBe(500);
        expect(leaks(body)).toBe(false);
        expect(body).toContain("0b4c2a9e-1111-4222-8333-944455556666");
      });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});
