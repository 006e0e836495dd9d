import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../contracts/demo-accounts";
import { rotateSigningKey } from "../../scripts/lemonldap/lemonldap.mjs";
import { axeViolations } from "../axe";

/**
 * The applicant login against LemonLDAP::NG 2.16 from Debian (global-setup.ts), whose issuer ends in
 * "/" and which releases e-mail and name only at its userinfo endpoint. Its demo users log in with
 * password = login. The journeys build on each other (one provider, its sessions and consents).
 */
test.describe.configure({ mode: "serial" });

const LLNG = `http://localhost:${process.env.LLNG_PORT ?? 3970}`;

/** WCAG 2.2 AA on the portal's pages (the provider's pages are not ours to fix). */
async function checkA11y(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

function demoAccount(sub: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.sub === sub);
  if (!account) throw new Error(`No demo account ${sub}`);
  return account;
}

/** Counts the provider's answers at the portal's callback: a loop would show as many. */
function countCallbacks(page: Page) {
  const seen = { count: 0 };
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/auth/applicant/callback") seen.count++;
  });
  return seen;
}

/**
 * Signs the team lead in through the staff's development identity provider (only the applicants' issuer
 * is LemonLDAP::NG here) in a context of her own, and finds the applicant in the advisor search.
 */
async function expectApplicantInAdvisorSearch(browser: Browser, query: string, name: string, email: string) {
  const context = await browser.newContext({ locale: "de-DE" });
  try {
    const advisor = await context.newPage();
    await advisor.goto("/advisor");
    await expect(advisor).toHaveURL(/\/idp\/staff\/interaction\//);
    await advisor.getByLabel("E-Mail-Adresse").fill(demoAccount("staff-stefan").email);
    await advisor.getByLabel("Passwort").fill(DEMO_PASSWORD);
    await advisor.getByRole("button", { name: "Anmelden" }).click();
    await expect(advisor).toHaveURL(/\/advisor$/);
    await advisor.goto(`/advisor/applicants?query=${encodeURIComponent(query)}`);
    const row = advisor.getByRole("row").filter({ has: advisor.getByRole("link", { name }) });
    await expect(row).toContainText(email);
    await checkA11y(advisor);
  } finally {
    await context.close();
  }
}

async function providerLogin(page: Page, user: string) {
  await expect(page).toHaveURL(new RegExp(`^${LLNG}/`));
  await page.locator("input[name=user]").fill(user);
  await page.locator("input[name=password]").fill(user);
  await page.locator("input[name=password]").press("Enter");
}

test("a new applicant logs in at LemonLDAP::NG, is created with the name and e-mail released at userinfo, and logs out there too", async ({
  page,
  browser,
}) => {
  // Given a person unknown to the portal opens her home page
  await page.goto("/ds/home");
  // Then LemonLDAP::NG's own login page asks for her password; she logs in and agrees to the release
  await providerLogin(page, "dwho");
  await page.locator("button.positive").click();

  // Then she is in the portal, on the onboarding, with the name LemonLDAP::NG released at userinfo
  // ("Doctor Who") and a way to log out although the page has no navigation bar
  await expect(page).toHaveURL(/\/ds\/onboarding$/);
  await expect(page.getByText("Angemeldet als Doctor Who")).toBeVisible();
  await expect(page.getByRole("button", { name: "Abmelden" })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("button", { name: "Einführung überspringen" }).click();
  await expect(page).not.toHaveURL(/\/ds\/onboarding$/);
  // (no unit yet: the waiting page, which offers logout too)
  await expect(page).toHaveURL(/\/ds\/waiting/);
  await expect(page.getByRole("button", { name: "Abmelden" })).toBeVisible();

  // And the portal created her with the e-mail address LemonLDAP::NG released at userinfo: a team lead
  // (who sees applicants without a unit too) finds her by name in the advisor console
  await expectApplicantInAdvisorSearch(browser, "Who", "Doctor Who", "dwho@badwolf.org");

  // When she logs out
  await page.getByRole("button", { name: "Abmelden" }).first().click();
  // Then the provider ends its session (LemonLDAP::NG 2.16 then shows its own login page instead of
  // following post_logout_redirect_uri while a session was open), and the next visit asks for the password
  await page.waitForURL((url) => url.origin === LLNG || url.pathname === "/auth/logged-out");
  await page.goto("/ds/home");
  await expect(page).toHaveURL(new RegExp(`^${LLNG}/`));
  await expect(page.locator("input[name=password]")).toBeVisible();
});

test("refusing the release on the provider's consent screen ends on the refusal page, without a loop", async ({
  page,
}) => {
  const callbacks = countCallbacks(page);
  await page.goto("/ds/home");
  await providerLogin(page, "rtyler");
  await page.locator("#refuse").click();

  await expect(page).toHaveURL(/\/auth\/failed\?unit=applicant&reason=refused&code=consent_required/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Der Anmeldedienst hat die Anmeldung abgelehnt");
  await expect(page.getByText("Du hast der Weitergabe deiner Daten an das Portal nicht zugestimmt.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Erneut versuchen" })).toHaveAttribute("href", "/auth/applicant/login");
  await checkA11y(page);
  expect(callbacks.count).toBe(1);
});

test("a provider that signs with a key the portal does not know ends on the 'could not be verified' page after one retry", async ({
  page,
}) => {
  // Given LemonLDAP::NG signs with a new key while it publishes (and the portal holds) the old one
  await rotateSigningKey();
  const callbacks = countCallbacks(page);
  await page.goto("/ds/home");
  // dwho agreed to the release before: no consent screen this time
  await providerLogin(page, "dwho");

  // Then, after exactly one automatic retry (the provider's session answers it at once), the clear page
  await expect(page).toHaveURL(/\/auth\/failed\?unit=applicant&reason=unverified/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Die Antwort des Anmeldedienstes konnte nicht geprüft werden",
  );
  await checkA11y(page);
  expect(callbacks.count).toBe(2);
  // and it stays there: no further round trip to the provider
  await page.waitForTimeout(1000);
  expect(callbacks.count).toBe(2);
  await expect(page).toHaveURL(/\/auth\/failed/);
});
