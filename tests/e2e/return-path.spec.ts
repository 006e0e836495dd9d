import type { APIRequestContext, APIResponse } from "@playwright/test";
import { HOSTILE_RETURN_PATHS } from "../../contracts/return-path.vectors";
import { expect, signIn, test } from "./fixtures";

/**
 * Every sink that takes a user-supplied return target answers a redirect to a local path for each
 * hostile vector: never a 5xx, never a foreign or protocol-relative Location, never a control
 * character in the header. Requests only: the browser project does not matter, so it runs once.
 */
const vectors = Object.entries(HOSTILE_RETURN_PATHS);
const CONTROL = /\p{Cc}/u;

/** Each vector percent-encoded, and (where a URL can carry it) as written, as an attacker's link would. */
function queryForms(vector: string): string[] {
  const forms = [encodeURIComponent(vector)];
  if (/^[\x21-\x7E]*$/.test(vector) && !/[#&+]/.test(vector)) forms.push(vector);
  return forms;
}

function expectLocalRedirect(response: APIResponse, baseURL: string, what: string) {
  expect(response.status(), `${what}: status`).toBeGreaterThanOrEqual(300);
  expect(response.status(), `${what}: status`).toBeLessThan(400);
  const location = response.headers().location ?? "";
  expect(CONTROL.test(location), `${what}: control character in Location`).toBe(false);
  expect(location.includes("\\"), `${what}: backslash in Location`).toBe(false);
  const target = new URL(location, baseURL);
  expect(target.origin, `${what}: Location ${location}`).toBe(new URL(baseURL).origin);
  expect(target.pathname.startsWith("//"), `${what}: Location ${location}`).toBe(false);
  if (!location.startsWith("http")) expect(location.startsWith("//"), `${what}: Location ${location}`).toBe(false);
}

async function eachVector(
  what: string,
  send: (query: string, vector: string) => Promise<APIResponse>,
  baseURL: string,
  forms = queryForms,
) {
  for (const [name, vector] of vectors) {
    for (const query of forms(vector)) {
      expectLocalRedirect(await send(query, vector), baseURL, `${what} / ${name} (${query.slice(0, 40)})`);
    }
  }
}

const noRedirects = { maxRedirects: 0 } as const;

const UPLOAD_SAMPLE = [
  "tab after slash",
  "encoded tab after slash",
  "encoded LF",
  "encoded CR",
  "backslash after slash",
  "encoded double slash",
  "protocol-relative",
  "javascript scheme",
  "encoded fullwidth solidus",
  "right-to-left override",
  "very long",
];

test.describe("return targets", () => {
  test(`login start and language switch refuse ${vectors.length} hostile targets`, async ({ request, baseURL }) => {
    const base = baseURL ?? "";
    expect(vectors.length).toBeGreaterThanOrEqual(30);
    // anonymous: off to the identity provider of this origin, whatever returnTo says. Encoded forms
    // only: the login start is rate limited (60 a minute), and the sign-ins below need it too; the
    // signed-in branch is tested against the route itself (app/routes/auth.$issuer.login).
    await eachVector(
      "login start",
      (q) => request.get(`/auth/applicant/login?returnTo=${q}`, noRedirects),
      base,
      (vector) => [encodeURIComponent(vector)],
    );
    await eachVector(
      "language switch",
      (_q, vector) => request.post("/resources/language", { form: { lng: "en", returnTo: vector }, ...noRedirects }),
      base,
    );
    await eachVector(
      "language switch, unknown language",
      (_q, vector) => request.post("/resources/language", { form: { lng: "xx", returnTo: vector }, ...noRedirects }),
      base,
    );
  });

  test("the login callback and the document forms return to a local path", async ({ page, browser, baseURL }) => {
    const base = baseURL ?? "";
    // the login started with a hostile target: the callback lands on the unit's home, not elsewhere
    await signIn(
      page,
      browser,
      false,
      "applicant-lena",
      `/auth/applicant/login?returnTo=${encodeURIComponent("/%09/evil.example/x")}`,
    );
    expect(new URL(page.url()).origin).toBe(new URL(base).origin);
    expect(new URL(page.url()).pathname).toMatch(/^\/ds\//);
    const request: APIRequestContext = page.request;

    // Uploads are rate limited (30 a minute): a sample here, every vector against the route itself
    // (app/session/return-path.test.ts).
    for (const name of UPLOAD_SAMPLE) {
      const vector = HOSTILE_RETURN_PATHS[name];
      const what = `document upload / ${name}`;
      const viaAddress = await request.post(`/ds/documents/upload?returnTo=${encodeURIComponent(vector)}`, {
        multipart: { category: "CV" },
        ...noRedirects,
      });
      expectLocalRedirect(viaAddress, base, `${what} (address)`);
      const viaForm = await request.post("/ds/documents/upload", {
        multipart: { category: "CV", returnTo: vector },
        ...noRedirects,
      });
      expectLocalRedirect(viaForm, base, `${what} (form field)`);
    }
    await eachVector(
      "portfolio category change",
      (q) => request.post(`/ds/documents?returnTo=${q}`, { form: { id: "x", category: "nonsense" }, ...noRedirects }),
      base,
    );
    await eachVector(
      "document delete",
      (q) => request.post(`/ds/documents/00000000-0000-4000-8000-000000000000/delete?returnTo=${q}`, noRedirects),
      base,
    );
  });

  test("the company selection and the payment page return to a local path", async ({ page, browser, baseURL }) => {
    const base = baseURL ?? "";
    await signIn(
      page,
      browser,
      false,
      "company-hanna",
      `/auth/company/login?returnTo=${encodeURIComponent("//evil.example")}`,
    );
    expect(new URL(page.url()).origin).toBe(new URL(base).origin);
    await expect(page).toHaveURL(/\/b2b\/company-select/);
    const html = await page.content();
    const companyId =
      /name="companyId"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? /value="([^"]+)"[^>]*name="companyId"/.exec(html)?.[1];
    expect(companyId).toBeTruthy();
    const request = page.request;
    await eachVector(
      "company selection",
      (q) =>
        request.post(`/b2b/company-select?returnTo=${q}`, {
          form: { intent: "choose", companyId: companyId ?? "" },
          ...noRedirects,
        }),
      base,
    );
    await eachVector(
      "payment warning",
      (_q, vector) =>
        request.post("/b2b/company/payment", { form: { intent: "dismiss-warning", returnTo: vector }, ...noRedirects }),
      base,
    );
  });
});
