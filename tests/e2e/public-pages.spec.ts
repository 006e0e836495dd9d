import { expect, test, translation } from "./fixtures";

test("public pages answer without login, unknown pages answer 404, the portal root leads to the unit", async ({
  page,
  request,
  checkA11y,
}) => {
  // Imprint and privacy notice, in both spellings, without login
  for (const [path, heading] of [
    ["/impressum", "Impressum"],
    ["/imprint", "Impressum"],
    ["/datenschutz", "Datenschutzerklärung"],
    ["/dataprotection", "Datenschutzerklärung"],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Cookie-Einstellungen" })).toBeVisible();
    await checkA11y();
  }

  // An unknown page: 404 with a helpful page
  const missing = await page.goto("/no-such-page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  await checkA11y();

  // The maintenance page: 503 with Retry-After
  const maintenance = await page.goto("/maintenance");
  expect(maintenance?.status()).toBe(503);
  expect(maintenance?.headers()["retry-after"]).toBeTruthy();
  await checkA11y();

  // Unit selection by path
  const root = await request.get("/", { maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toMatch(/\/ds\/home$/);
  const alias = await request.get("/enterprise/x", { maxRedirects: 0 });
  expect(alias.headers().location).toMatch(/\/b2b\/x$/);
  const b2b = await request.get("/b2b", { maxRedirects: 0 });
  expect(b2b.headers().location).toMatch(/\/b2b\/home$/);
  const home = await request.get("/b2b/home", { maxRedirects: 0 });
  expect(home.headers().location).toMatch(/\/auth\/company\/login\?returnTo=%2Fb2b%2Fhome$/);
});

test("Arabic is offered, written right to left, in Arabic", async ({ page, checkA11y }) => {
  await page.goto("/impressum");
  const options = await page.getByLabel("Sprache").locator("option").allTextContents();
  expect(options.slice(0, 3)).toEqual(["English", "Español", "Français"]);
  expect(options).toHaveLength(10);

  await page.getByLabel("Sprache").selectOption("ar");
  await page.getByRole("button", { name: "Ändern" }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(translation("ar", "legal", "imprint.title"));
  await checkA11y();
});

test("a link with ?lng= opens the page in that language and keeps it for the visit; an unknown code is ignored", async ({
  page,
  checkA11y,
}) => {
  // Given a visitor who follows a link to the imprint in English
  await page.goto("/impressum?lng=en");
  // Then the page is English, and says so
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Imprint");
  await checkA11y();
  // When the visitor goes on without the parameter, the visit stays English
  await page.goto("/datenschutz");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy notice");
  // And an unknown code changes nothing
  await page.goto("/impressum?lng=xx");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a cross-site form post is refused with 403", async ({ request }) => {
  const response = await request.post("/resources/language", {
    form: { lng: "en", returnTo: "/" },
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});
