/**
 * The screen-reader journeys assert phrases that change when the page breaks: on a form built right the
 * reader announces the focused error summary first and the field with its label, hint, error and required
 * state; on the same form built wrong (no focus on the summary, no description, no required state, a
 * label not tied to its field) those phrases are gone. Runs in Debian's Chromium as the journeys do.
 */
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "./screen-reader";

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: ["--no-sandbox", "--disable-gpu"],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const FORM = (
  broken: boolean,
) => `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Schritt 1</title></head><body><main>
  <div role="alert" tabindex="-1" aria-labelledby="t" ${broken ? "" : "autofocus"}>
    <h2 id="t">Bitte fülle alle erforderlichen Felder korrekt aus!</h2>
    <ul><li><a href="#phone">Telefonnummer muss angegeben werden</a></li></ul>
  </div>
  <p>Deine Daten</p>
  <label ${broken ? "" : 'for="phone"'}>Telefonnummer</label>
  <p id="phone-hint">Mit Vorwahl</p>
  <p id="phone-error">Telefonnummer muss angegeben werden</p>
  <input id="phone" ${broken ? "" : 'required aria-invalid="true" aria-describedby="phone-hint phone-error"'}>
</main></body></html>`;

async function spokenOn(html: string) {
  const page = await browser.newPage();
  await page.route("http://portal.test/step", (route) =>
    route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
  );
  await page.goto("http://portal.test/step");
  // the reader runs in the page itself here (the `listen` of a page with JavaScript)
  const reader = await listen(page as never, { browser: browser as never, jsEnabled: true });
  const arrival = await reader.spoken();
  await reader.page.getByRole("link").focus();
  const field = await reader.press("Enter");
  await reader.stop();
  await page.close();
  return { arrival, field };
}

describe("the virtual screen reader's phrases", () => {
  it("announce the focused summary first and the field with label, hint, error and required", async () => {
    const { arrival, field } = await spokenOn(FORM(false));
    expect(arrival).toEqual(["document", "alert, Bitte fülle alle erforderlichen Felder korrekt aus!"]);
    expect(field).toEqual([
      "textbox, Telefonnummer, Mit Vorwahl Telefonnummer muss angegeben werden, invalid, required",
    ]);
  });

  it("lose those phrases on the same form built wrong", async () => {
    const { arrival, field } = await spokenOn(FORM(true));
    expect(arrival).toEqual(["document"]);
    expect(field).toEqual(["textbox"]);
  });
});
