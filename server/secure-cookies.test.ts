/**
 * Over https every cookie is `Secure` (the `lng` cookie of the language choice was not): set through
 * Express/Remix (`res.append`) and through the API's Hono adapter (`writeHead` with a header object).
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import express from "express";
import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { afterAll, describe, expect, it } from "vitest";
import { languageCookie } from "../app/i18n/i18next.server";
import { secureCookies } from "./security";

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

async function serve(secure: boolean) {
  const hono = new Hono().get("/api/cookie", (c) => {
    setCookie(c, "api_cookie", "1", { path: "/" });
    setCookie(c, "second", "2", { path: "/" });
    return c.text("ok");
  });
  const app = express();
  app.use(secureCookies(secure));
  app.get("/api/*", getRequestListener(hono.fetch));
  app.get("/lng", async (_req, res) => {
    res.append("Set-Cookie", await languageCookie.serialize("fr"));
    res.append("Set-Cookie", "already=1; Path=/; Secure");
    res.send("ok");
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("cookies over https", () => {
  it("are all Secure: the language cookie, the API's, and one that had it already keeps one flag", async () => {
    const base = await serve(true);
    const lng = (await fetch(`${base}/lng`)).headers.getSetCookie();
    expect(lng).toHaveLength(2);
    expect(lng[0]).toMatch(/^lng=.*; Secure$/);
    expect(lng[1]).toBe("already=1; Path=/; Secure");
    const api = (await fetch(`${base}/api/cookie`)).headers.getSetCookie();
    expect(api).toEqual(["api_cookie=1; Path=/; Secure", "second=2; Path=/; Secure"]);
  });

  it("are left as they are over http (development on loopback)", async () => {
    const base = await serve(false);
    const lng = (await fetch(`${base}/lng`)).headers.getSetCookie();
    expect(lng[0]).not.toMatch(/Secure/);
    expect((await fetch(`${base}/api/cookie`)).headers.getSetCookie()).toEqual([
      "api_cookie=1; Path=/",
      "second=2; Path=/",
    ]);
  });
});
