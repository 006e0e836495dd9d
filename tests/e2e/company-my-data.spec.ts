import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { expect, expectJavaScript, test } from "./fixtures";

/**
 * A company user's own data and account deletion, read only: each company's owner downloads the ZIP of
 * their person and is told that the only owner of a company cannot delete the account (nothing changes,
 * so both projects may run at once; the deletion itself is proven by api/test/account-deletion.test.ts).
 */
test("a company owner downloads the data of their person and learns why the account cannot be deleted yet", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  const owner = jsEnabled
    ? { sub: "company-olaf", company: "Muster Maschinenbau GmbH", firstName: "Olaf" }
    : { sub: "company-berta", company: "Beispiel Software AG", firstName: "Berta" };

  // Given the owner opens the profile's "my data"
  await signedIn(owner.sub, "/b2b/profile/settings");
  await expectJavaScript(page, jsEnabled);
  await page.getByRole("link", { name: "Meine Daten" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Meine Daten" })).toBeVisible();
  await checkA11y();

  // When the owner downloads the data
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Meine Daten herunterladen (ZIP)" }).click();
  const files = unzipSync(new Uint8Array(await readFile((await (await downloading).path())!)));

  // Then the ZIP holds the person and the memberships, not the company's records
  expect(strFromU8(files["README.txt"])).toContain("Ihre Daten bei Tandem");
  expect(JSON.parse(strFromU8(files["person.json"]))).toMatchObject({ firstName: owner.firstName });
  expect(JSON.parse(strFromU8(files["memberships.json"]))).toEqual(
    expect.arrayContaining([expect.objectContaining({ company: owner.company, isOwner: true })]),
  );
  expect(Object.keys(files).some((name) => /job|invoice|applicant/.test(name))).toBe(false);

  // When the owner wants to delete the account, the page explains that a company needs its owner first
  await page.getByRole("link", { name: "Konto löschen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Konto löschen" })).toBeVisible();
  await expect(page.getByTestId("deletion-blocked")).toContainText("einzige Inhaberin oder der einzige Inhaber");
  await expect(page.getByRole("button", { name: "Konto löschen" })).toHaveCount(0);
  await checkA11y();
});
