import { expect, test } from "./fixtures";

const OPENING = "3f2b8c1e-5d4a-4b6f-9e21-7a8c9d0e1f23";

/** Every old route name of docs/product.md#applicant-unit (docs/architecture.md#routes) and where it leads now. */
const LEGACY: [from: string, to: string][] = [
  ["/", "/ds/home"],
  ["/ds", "/ds/home"],
  ["/ds/application/abilities/1", "/ds/application/skills/1"],
  ["/ds/application/abilities/2", "/ds/application/skills/2"],
  ["/study-match", "/ds/tips"],
  ["/ds/study-match", "/ds/tips"],
  ["/ds/application/search/1", "/ds/application/partner-search/1"],
  ["/ds/application/search/2", "/ds/application/partner-search/2"],
  ["/ds/application/search/3", "/ds/application/partner-search/3"],
  ["/ds/application/search/4", "/ds/application/partner-search/4"],
  [`/ds/application/search/5/${OPENING}/details`, `/ds/selfmatching/${OPENING}`],
  ["/ds/application/selfmatching/1", "/ds/selfmatching"],
  [`/ds/application/selfmatching/${OPENING}`, `/ds/selfmatching/${OPENING}`],
  ["/ds/application/contracts/1", "/ds/application/contract/1"],
  // the old step had 1 personal and 2 documents; the documents now start at sub-step 3
  ["/ds/application/contracts/2", "/ds/application/contract/3"],
  ["/ds/profile", "/ds/profile/1"],
  ["/ds/contact", "/ds/contact/1"],
];

test("every old route name redirects to its page", async ({ page, signedIn }) => {
  await signedIn("applicant-lena", "/ds/home");
  for (const [from, to] of LEGACY) {
    const res = await page.request.get(from, { maxRedirects: 0 });
    expect([301, 302], from).toContain(res.status());
    expect(res.headers().location, from).toBe(to);
  }
  // and the selfmatching addresses land on the selfmatching pages, not the application overview
  await page.goto("/ds/application/selfmatching/1");
  await expect(page).toHaveURL(/\/ds\/selfmatching$/);
});
