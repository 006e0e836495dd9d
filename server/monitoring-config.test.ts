import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { sentryDsnProblem } from "./monitoring-config";
import { securityHeaders } from "./security";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "tandem-monitoring-config-"));

/** The CSP the portal sends under this environment. */
function cspOf(env: Record<string, string>): string {
  const headers = new Map<string, string>();
  const res = { locals: {}, setHeader: (name: string, value: string) => headers.set(name, value) };
  const req = { headers: {} } as Request;
  securityHeaders(loadConfig({ DATA_DIR: dataDir(), ...env }))(req, res as unknown as Response, () => {});
  return headers.get("Content-Security-Policy") ?? "";
}

describe("SENTRY_DSN", () => {
  it("is optional: without it monitoring is off and the browser may connect to the portal only", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).sentryDsn).toBeUndefined();
    // no connect-src of its own: fetches fall back to default-src 'self'
    expect(cspOf({})).toMatch(/^default-src 'self';/);
    expect(cspOf({})).not.toContain("connect-src");
  });

  it("allows the DSN's origin (and only it) in the CSP's connect-src when set", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SENTRY_DSN: "http://tandem@127.0.0.1:23100/1" });
    expect(config.sentryDsn).toBe("http://tandem@127.0.0.1:23100/1");
    expect(cspOf({ SENTRY_DSN: "https://abc123@o1.ingest.de.sentry.io/4500" })).toContain(
      "connect-src 'self' https://o1.ingest.de.sentry.io;",
    );
  });

  it("refuses a DSN that is not one, naming the variable", () => {
    for (const dsn of ["not a url", "ftp://k@host/1", "https://host/1", "https://key@host/project"]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), SENTRY_DSN: dsn })).toThrow(/SENTRY_DSN: must/);
    }
  });

  it("in production requires https and, at Sentry's own service, its EU region", () => {
    expect(sentryDsnProblem("https://k@o1.ingest.de.sentry.io/2", true)).toBeNull();
    expect(sentryDsnProblem("https://k@o1.ingest.sentry.io/2", true)).toMatch(/EU region/);
    expect(sentryDsnProblem("https://k@o1.ingest.us.sentry.io/2", true)).toMatch(/EU region/);
    expect(sentryDsnProblem("http://k@monitoring.internal/2", true)).toMatch(/https/);
    expect(sentryDsnProblem("https://k@monitoring.internal/sentry/2", true)).toBeNull();
    expect(sentryDsnProblem("https://k@o1.ingest.sentry.io/2", false)).toBeNull();
  });
});
