/**
 * Refusals answer with their status: an ordinary study advisor (no support role) who opens a page of the
 * console reserved for a role gets the refusal page in words and the status 403, never 200. The pages are
 * found from the route modules themselves (every console route that reads through `staffCall`, the
 * support role's gate), so a new role-guarded page is walked without editing this test.
 */
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

const ROUTES = new URL("../../app/routes/", import.meta.url);
const ANY_TICKET = "00000000-0000-4000-8000-000000000000";

/** The console's role-guarded pages, as addresses (a `$param` segment gets a well-formed id). */
const guardedPages = readdirSync(ROUTES)
  .filter((dir) => dir.startsWith("advisor"))
  .filter((dir) => readFileSync(new URL(`${dir}/route.tsx`, ROUTES), "utf8").includes("staffCall("))
  .map(
    (dir) =>
      `/${dir
        .split(".")
        .filter((segment) => segment !== "_index")
        .map((segment) => (segment.startsWith("$") ? ANY_TICKET : segment))
        .join("/")}`,
  );

test("an ordinary advisor is refused every role-guarded console page with 403 and a page that says why", async ({
  page,
  signedIn,
  checkA11y,
}) => {
  await test.step("given an ordinary study advisor signed in to the console", async () => {
    expect(guardedPages).toEqual(
      expect.arrayContaining(["/advisor/support", "/advisor/support/feedback", `/advisor/support/${ANY_TICKET}`]),
    );
    await signedIn("staff-sabine", "/advisor");
  });

  for (const path of guardedPages) {
    await test.step(`when she opens ${path}, then she reads the refusal with status 403`, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByText("Diese Seite ist dem Support-Team vorbehalten.")).toBeVisible();
    });
  }
  await checkA11y();
});
