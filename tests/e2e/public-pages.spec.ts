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
    ["/barrierefreiheit", "Erklärung zur Barrierefreiheit"],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Cookie-Einstellungen" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Barrierefreiheit" })).toBeVisible();
    // a visitor has no navigation links: no empty main navigation landmark either
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
    await checkA11y();
  }

  // The accessibility statement (BITV 2.0): status, limitations, feedback, enforcement, date of the last check
  await page.goto("/barrierefreiheit");
  await expect(page).toHaveTitle("Erklärung zur Barrierefreiheit – Tandem");
  await expect(page.getByRole("main")).toContainText("teilweise mit der BITV 2.0 vereinbar");
  await expect(page.getByRole("main")).toContainText("PDF-Dokumente, die das Portal erzeugt");
  await expect(page.getByRole("main").getByRole("link", { name: "barrierefreiheit@tandem.example" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Schlichtungsverfahren" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("§ 16 Behindertengleichstellungsgesetz");
  await expect(page.getByRole("main")).toContainText(/zuletzt am \d{2}\.\d{2}\.\d{4} überprüft/);
  await page.goto("/barrierefreiheit?lng=en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility statement");
  await expect(page.getByRole("main")).toContainText("partially compliant");
  await page.goto("/barrierefreiheit?lng=de");

  // An unknown page: 404 with a helpful page
  const missing = await page.goto("/no-such-page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  await expect(page).toHaveTitle("Seite nicht gefunden – Tandem");
  await checkA11y();

  // The maintenance page: 503 with Retry-After
  const maintenance = await page.goto("/maintenance");
  expect(maintenance?.status()).toBe(503);
  expect(maintenance?.headers()["retry-after"]).toBeTruthy();
  await expect(page).toHaveTitle("Wartungsarbeiten – Tandem");
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

test("another company's job opening answers the portal's 404 page, not a bare text", async ({
  page,
  signedIn,
  checkA11y,
}) => {
  // Given an opening of Muster Maschinenbau, as its owner sees it
  await signedIn("company-olaf", "/b2b/job-openings");
  const href = await page
    .getByRole("main")
    .locator('a[href^="/b2b/job-openings/"]')
    .evaluateAll((links) =>
      links.map((a) => a.getAttribute("href")!).find((h) => /^\/b2b\/job-openings\/[0-9a-f-]{36}/.test(h)),
    );
  expect(href, "an opening of Muster Maschinenbau").toBeTruthy();
  const opening = href!.match(/^\/b2b\/job-openings\/[0-9a-f-]{36}/)![0];

  // When the owner of Beispiel Software opens its address (and the pages under it)
  await page.context().clearCookies();
  await signedIn("company-berta", "/b2b/home");
  for (const path of [opening, `${opening}/overview`]) {
    const response = await page.goto(path);
    // Then the portal's 404 page answers, titled as such, and shows nothing of the opening
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
    await expect(page).toHaveTitle(/^Seite nicht gefunden – /);
  }
  await checkA11y();
});
