import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCollector } from "../scripts/sentry-collector.mjs";
import type { ServerConfig } from "./config";
import { isExpectedResponse, type ServerMonitoring, startMonitoring } from "./monitoring";

const EMAIL = "olaf.ostermann@muster-maschinenbau.example";
const PHONE = "+49 711 5550100";
const IBAN = "DE89370400440532013000";

interface Envelope {
  raw: string;
  items: { header: { type: string }; payload: Record<string, unknown> & { items?: { body: string }[] } }[];
}

/** The real server SDK against the local collector: what leaves the process, and that it is scrubbed. */
describe("server error monitoring", () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let base: string;
  let monitoring: ServerMonitoring;
  const envelopes = async (): Promise<Envelope[]> => (await fetch(`${base}/envelopes`)).json();

  beforeAll(async () => {
    collector = await startCollector({ port: 0 });
    base = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    monitoring = await startMonitoring({
      environment: "non-prod",
      sentryDsn: `http://tandem@127.0.0.1:${(collector.address() as AddressInfo).port}/1`,
    } as ServerConfig & { sentryDsn: string });
  }, 30_000);

  afterAll(async () => {
    await new Promise((resolve) => collector?.close(resolve));
    // The unit tests share their modules and process (vitest.config.ts): with no client left, the SDK's
    // console and rejection handlers do nothing for the files after this one.
    const Sentry = await import("@sentry/remix");
    for (const scope of [Sentry.getCurrentScope(), Sentry.getIsolationScope(), Sentry.getGlobalScope()]) {
      scope.setClient(undefined);
    }
    expect(Sentry.getClient()).toBeUndefined();
  });

  it("sends an error with release and environment, and console warnings as logs, without personal data", async () => {
    console.warn(`payment check failed for ${EMAIL} (${PHONE})`);
    monitoring.captureError(new Error(`unexpected for ${EMAIL}, ${PHONE}, ${IBAN}`), "incident-1");
    monitoring.captureError(new Response(null, { status: 404 }));
    await monitoring.close();
    const received = await envelopes();
    const events = received.flatMap((e) => e.items).filter((i) => i.header.type === "event");
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({
      release: "2.8.0",
      environment: "non-prod",
      tags: { incident: "incident-1" },
      exception: { values: [{ type: "Error", value: "unexpected for [email], [phone], [iban]" }] },
    });
    const logs = received.flatMap((e) => e.items).filter((i) => i.header.type === "log");
    expect(logs.flatMap((l) => l.payload.items ?? []).map((l) => l.body)).toContain(
      "payment check failed for [email] ([phone])",
    );
    for (const secret of [EMAIL, PHONE, IBAN]) expect(received.map((e) => e.raw).join("\n")).not.toContain(secret);
  }, 30_000);
});

describe("isExpectedResponse", () => {
  it("names answers thrown on purpose below 500, not faults", () => {
    expect(isExpectedResponse(new Response(null, { status: 404 }))).toBe(true);
    expect(isExpectedResponse({ type: "DataWithResponseInit", data: null, init: { status: 400 } })).toBe(true);
    expect(isExpectedResponse({ status: 405, internal: true, data: "" })).toBe(true);
    expect(isExpectedResponse(new Response(null, { status: 503 }))).toBe(false);
    expect(isExpectedResponse(new Error("boom"))).toBe(false);
    expect(isExpectedResponse("boom")).toBe(false);
  });
});
