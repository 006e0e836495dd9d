import { demoAccount, expect, test } from "./fixtures";

/**
 * Error monitoring, for real: the server's and the browser's SDK send to the local collector
 * (scripts/sentry-collector.mjs, started by the global setup; playwright.config.ts points SENTRY_DSN at
 * it). A failing action (the development route) and an uncaught error in the page each arrive with
 * release and environment, and with none of the signed-in person's name, e-mail, phone or IBAN, though
 * each was put into the address, the form, the console and the error message. Without JavaScript only
 * the server's half runs.
 */
const COLLECTOR = process.env.SENTRY_COLLECTOR_URL ?? "";
const olaf = demoAccount("company-olaf");
const NAME = `${olaf.givenName} ${olaf.familyName}`;
// api/db/seed.ts: Olaf's phone and his company's bank account
const PHONE = "+49 711 5550100";
const IBAN = "DE89370400440532013000";
const PERSONAL = [
  NAME,
  olaf.givenName,
  olaf.familyName,
  olaf.email,
  encodeURIComponent(olaf.email),
  PHONE,
  PHONE.replace(/\D/g, ""),
  IBAN,
];

interface Envelope {
  raw: string;
  items: {
    header: { type: string };
    payload: {
      platform?: string;
      release?: string;
      environment?: string;
      exception?: { values?: { value?: string }[] };
      request?: { url?: string };
      breadcrumbs?: { category?: string; message?: string }[];
    };
  }[];
}

/** The envelope of the error event whose message carries `marker` (waits for it to arrive). */
async function errorEnvelope(marker: string) {
  let found: Envelope | undefined;
  await expect
    .poll(
      async () => {
        const envelopes = (await (await fetch(`${COLLECTOR}/envelopes`)).json()) as Envelope[];
        found = envelopes.find((e) =>
          e.items.some((i) => i.header.type === "event" && i.payload.exception?.values?.[0]?.value?.includes(marker)),
        );
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const envelope = found as Envelope;
  const event = envelope.items.find((i) => i.header.type === "event")?.payload;
  const lowered = envelope.raw.toLowerCase();
  for (const value of PERSONAL) expect(lowered, `no "${value}" in the envelope`).not.toContain(value.toLowerCase());
  return event;
}

test("a server error and a browser error reach the monitoring with release and environment, scrubbed", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  await signedIn("company-olaf", "/b2b/home");
  await checkA11y();
  const marker = `monitoring-${test.info().project.name}-${Date.now()}`;

  // The server: an action fails with the person's data in the address, the form and the message
  const query = new URLSearchParams({ name: NAME, email: olaf.email });
  const failed = await page.request.post(`/dev/monitoring-error?${query}`, {
    form: {
      message: `${marker} on the server for ${olaf.email}, ${PHONE}, ${IBAN}`,
      name: NAME,
      phone: PHONE,
      iban: IBAN,
    },
  });
  expect(failed.status()).toBe(500);
  const serverEvent = await errorEnvelope(`${marker} on the server`);
  expect(serverEvent).toMatchObject({ platform: "node", release: "2.8.0", environment: "local" });
  expect(serverEvent?.exception?.values?.[0]?.value).toContain("for [email], [phone], [iban]");
  expect(serverEvent?.request?.url ?? "").not.toContain("?");

  if (!jsEnabled) return;
  // The browser: the SDK is loaded after the page became interactive; the address gets the person's data,
  // the console a warning with it, then an uncaught error carries all of it
  await expect(page.locator("html[data-monitoring=on]")).toBeAttached();
  await page.evaluate(
    ({ marker, name, email, phone, iban }) => {
      history.replaceState(null, "", `${location.pathname}?name=${encodeURIComponent(name)}&email=${email}`);
      console.warn(`about to fail for ${name}, ${email}, ${phone}`);
      setTimeout(() => {
        throw new Error(`${marker} in the browser for ${name}, ${email}, ${phone}, ${iban}`);
      });
    },
    { marker, name: NAME, email: olaf.email, phone: PHONE, iban: IBAN },
  );
  const browserEvent = await errorEnvelope(`${marker} in the browser`);
  expect(browserEvent).toMatchObject({ platform: "javascript", release: "2.8.0", environment: "local" });
  expect(browserEvent?.exception?.values?.[0]?.value).toContain("for [name], [email], [phone], [iban]");
  expect(browserEvent?.request?.url).toMatch(/\/b2b\/home$/);
  // the console's warning went along as a breadcrumb (docs/product.md#error-catalogue), scrubbed too
  expect(browserEvent?.breadcrumbs).toContainEqual(
    expect.objectContaining({ category: "console", message: "about to fail for [name], [email], [phone]" }),
  );
});
