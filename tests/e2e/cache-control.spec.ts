import { expect, signInDirectly, test } from "./fixtures";

/**
 * Responses with personal data are never stored by a cache (the back button on a shared computer,
 * a proxy): every page, data request, redirect and download of a signed-in user says `no-store`.
 * Public pages of anonymous visitors keep their caching. Requests only: runs in the no-JS project
 * (playwright.config.ts).
 */
test.describe("caching of personal pages", () => {
  test("public pages keep their caching for anonymous visitors", async ({ request }) => {
    for (const path of ["/impressum", "/datenschutz", "/b2b/impressum"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"] ?? "", path).not.toContain("no-store");
    }
  });

  test("an applicant's pages, data requests, redirects and downloads say no-store", async ({ page }) => {
    await signInDirectly(page, "applicant-lena", "/ds/home");
    const request = page.request;
    for (const path of ["/ds/home", "/ds/documents", "/ds/profile/1", "/impressum", "/ds/home.data"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expect(response.headers()["cache-control"], path).toBe("no-store");
    }
    // a redirect of a signed-in user (the login start while signed in)
    const redirect = await request.get("/auth/applicant/login?returnTo=%2Fds%2Fdocuments", { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()["cache-control"]).toBe("no-store");
  });

  test("a company user's payment page (IBAN) and invoice PDFs say no-store", async ({ page }) => {
    await signInDirectly(page, "company-berta", "/b2b/company/payment");
    const request = page.request;
    for (const path of ["/b2b/company/payment", "/b2b/home", "/b2b/invoices"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("no-store");
    }
  });
});
