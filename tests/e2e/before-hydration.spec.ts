/**
 * Nothing a person did before the scripts arrived is undone when they arrive: on a phone (390 × 844) every
 * script of the page is held back 2 s (route interception), as on a slow connection. Meanwhile the person
 * types into the form, chooses an option, ticks a box and opens the menu (<details>); once the page has
 * hydrated, all of it is still there and the focus is where she left it. On the phone shell and the
 * longest forms of both units (the applicant's data step, her skills step with its yes/no choices, the
 * company's data). JavaScript only: without it there is nothing to arrive.
 */
import type { Page } from "@playwright/test";
import { expect, signInDirectly, test } from "./fixtures";

const SCRIPT_DELAY_MS = 2_000;
const MARK = "Vor den Skripten getippt";

/** A page of the same browser context whose scripts arrive 2 s late (not the fixture's page: its goto waits). */
async function slowPhonePage(page: Page) {
  const slow = await page.context().newPage();
  await slow.setViewportSize({ width: 390, height: 844 });
  await slow.route(/\.m?js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  return slow;
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

/** Types, chooses and ticks what the form offers, opens the menu; answers what was done, to check later. */
async function actBeforeHydration(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  const menu = page.locator("details.site-menu");
  await expect(menu.locator("summary")).toBeVisible();
  expect(await hydrated(page), "the scripts are still on their way").toBe(false);
  // the page's main form: the one with the most fields (not a hint's "understood" or a small side form)
  const forms = page.locator("main form");
  const sizes = await forms.evaluateAll((all) => all.map((f) => f.querySelectorAll("input, select, textarea").length));
  const form = forms.nth(sizes.indexOf(Math.max(...sizes)));
  const texts = form.locator("input[type=text]:visible, input:not([type]):visible, textarea:visible");
  const typed = (await texts.count()) > 0;
  const text = texts.first();
  if (typed) await text.fill(MARK);
  const select = form.locator("select:visible");
  let chosen: string | null = null;
  if ((await select.count()) > 0) {
    const values = await select
      .first()
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    const current = await select.first().inputValue();
    chosen = values.find((v) => v !== current) ?? null;
    if (chosen) await select.first().selectOption(chosen);
  }
  // the boxes may be drawn by the stylesheet over a hidden input: a person taps the label
  const box = form.locator("input[type=checkbox]:not(:checked), input[type=radio]:not(:checked)");
  const ticked = (await box.count()) > 0 ? await box.first().getAttribute("id") : null;
  if (ticked) {
    await form.locator(`label[for="${ticked}"]`).click();
    await expect(form.locator(`[id="${ticked}"]`)).toBeChecked();
  }
  await menu.locator("summary").click();
  await expect(menu).toHaveAttribute("open", "");
  expect(await hydrated(page), "everything was done before the scripts arrived").toBe(false);
  return { text, typed, select, chosen, ticked, menu, form };
}

async function expectKeptAfterHydration(page: Page, done: Awaited<ReturnType<typeof actBeforeHydration>>) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
    timeout: 30_000,
  });
  await expect(done.menu).toHaveAttribute("open", "");
  if (done.typed) await expect(done.text).toHaveValue(MARK);
  if (done.chosen) await expect(done.select.first()).toHaveValue(done.chosen);
  if (done.ticked) await expect(done.form.locator(`[id="${done.ticked}"]`)).toBeChecked();
  // the focus stays on the menu button she pressed last
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
}

test("what a person does before the scripts arrive survives their arrival, in both units", async ({ page }) => {
  test.setTimeout(120_000);
  let ticks = 0;
  let typed = 0;

  await test.step("given Mia signed in, on a phone whose scripts arrive 2 s late", async () => {
    await signInDirectly(page, "applicant-mia", "/ds/home");
  });

  for (const path of ["/ds/application/data/1", "/ds/application/skills/1"]) {
    await test.step(`when she types, chooses, ticks and opens the menu on ${path} before hydration`, async () => {
      const slow = await slowPhonePage(page);
      const done = await actBeforeHydration(slow, path);
      if (done.ticked) ticks += 1;
      if (done.typed) typed += 1;
      await test.step("then all of it is still there after hydration", () => expectKeptAfterHydration(slow, done));
      await slow.close();
    });
  }

  await test.step("given a company owner on the same phone", async () => {
    await page.context().clearCookies();
    await signInDirectly(page, "company-olaf", "/b2b/home");
  });

  await test.step("when he types and opens the menu on the company's data before hydration", async () => {
    const slow = await slowPhonePage(page);
    const done = await actBeforeHydration(slow, "/b2b/company/data");
    if (done.ticked) ticks += 1;
    await test.step("then all of it is still there after hydration", () => expectKeptAfterHydration(slow, done));
    await slow.close();
  });
  expect(ticks, "at least one box was ticked before hydration").toBeGreaterThan(0);
  expect(typed, "the applicant typed into a form before hydration").toBeGreaterThan(0);
});
