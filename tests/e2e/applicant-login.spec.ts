import { expect, expectJavaScript, test } from "./fixtures";

/** One applicant per project: the journey stores the language with the account. */
const applicants = {
  nojs: {
    sub: "applicant-lena",
    name: "Lena",
    course: "Informatik (B.Sc.)",
    intake: "01.10.2025",
    whatsapp: "https://wa.me/4915123456789",
  },
  js: {
    sub: "applicant-max",
    name: "Max",
    course: "Betriebswirtschaftslehre (B.A.)",
    intake: "01.10.2025",
    whatsapp: null,
  },
};

test("an applicant logs in, sees the home page, switches to English and logs out", async ({
  page,
  login,
  checkA11y,
  jsEnabled,
}) => {
  const applicant = jsEnabled ? applicants.js : applicants.nojs;
  // Given an applicant with an advisor, who is not logged in
  // When she opens her home page, she is sent to the applicant login of the identity provider
  await login(applicant.sub, "/ds/home");

  // Then she lands on the page she asked for, greeted by name, with course, intake and advisor
  await expect(page).toHaveURL(/\/ds\/home$/);
  await expectJavaScript(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hallo ${applicant.name}!`);
  await expect(page.getByText(applicant.course, { exact: true })).toBeVisible();
  await expect(page.getByText(applicant.intake, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Deine Studienberatung" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Deine nächsten Schritte" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Weitermachen" })).toBeVisible();
  const whatsapp = page.getByRole("link", { name: "Per WhatsApp schreiben" });
  if (applicant.whatsapp) await expect(whatsapp).toHaveAttribute("href", applicant.whatsapp);
  else await expect(whatsapp).toHaveCount(0);
  await checkA11y();

  // And her session cookie, read as anyone who copies it would, shows neither a token nor her name
  const copied = (await page.context().cookies()).find((c) => c.name === "tandem_session");
  expect(copied).toBeDefined();
  const value = decodeURIComponent(copied?.value ?? "");
  // (an encrypted JWT, ADR 056: its protected header names only how it is sealed; no signed token inside)
  const [protectedHeader, ...sealed] = value.split(".");
  expect(JSON.parse(Buffer.from(protectedHeader, "base64url").toString("utf8"))).toMatchObject({
    alg: "dir",
    enc: "A256GCM",
  });
  for (const text of [
    value,
    ...sealed.flatMap((part) => (["base64", "base64url"] as const).map((e) => Buffer.from(part, e).toString("latin1"))),
  ]) {
    for (const secret of [applicant.name, applicant.sub, "idToken", "apiToken"]) {
      expect(text).not.toContain(secret);
    }
  }
  expect(sealed.join(".")).not.toContain("eyJhbGciOi");
  // And it is small: the provider's ID token stays with the API (ADR 037); with it the cookie was 1.4 KB
  const cookieBytes = (copied?.name.length ?? 0) + 1 + value.length;
  test.info().annotations.push({ type: "session cookie (name=value) bytes", description: String(cookieBytes) });
  expect(cookieBytes).toBeLessThan(600);

  // When she switches the language to English
  await page.getByLabel("Sprache").selectOption("en");
  await page.getByRole("button", { name: "Ändern" }).click();

  // Then the page is in English and stays where she was
  await expect(page).toHaveURL(/\/ds\/home$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello ${applicant.name}!`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await checkA11y();

  // When she logs out and confirms at the identity provider
  const endSession = page.waitForRequest(
    (r) => r.url().includes("/idp/applicant/") && r.url().includes("id_token_hint="),
  );
  await page.getByRole("button", { name: "Log out" }).click();
  // (the portal names her provider session with the ID token the API kept for it)
  const hint = new URL((await endSession).url()).searchParams.get("id_token_hint") ?? "";
  expect(JSON.parse(Buffer.from(hint.split(".")[1] ?? "", "base64url").toString("utf8")).sub).toBe(applicant.sub);
  await expect(page.getByRole("button", { name: "Yes, sign out" })).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Yes, sign out" }).click();

  // Then she sees that she is logged out, and her home page needs a login again
  await expect(page).toHaveURL(/\/auth\/logged-out/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are logged out");
  await checkA11y();
  await page.goto("/ds/home");
  await expect(page).toHaveURL(/\/idp\/applicant\/interaction\//);

  // And a copy of her session cookie taken before the logout opens nothing any more
  if (copied) await page.context().addCookies([copied]);
  await page.goto("/ds/home");
  await expect(page).toHaveURL(/\/idp\/applicant\/interaction\//);
});
