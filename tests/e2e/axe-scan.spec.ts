import { expect, test } from "./fixtures";

/**
 * The scan every journey calls on every page must be able to fail: a page with known violations (one in
 * the page, one in a same-origin frame) is reported, with and without JavaScript.
 */
const PROBE = "/__axe-probe";
const FRAME = `<!doctype html><html lang="de"><title>Rahmen</title><body><button></button></body></html>`;
// marked hydrated: the journeys' page.goto waits for that mark with JavaScript on
const PAGE = `<!doctype html><html lang="de" data-hydrated="true"><head><title>Probe</title></head><body><main><h1>Probe</h1>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
<iframe title="Rahmen" srcdoc="${FRAME.replace(/"/g, "&quot;")}"></iframe>
</main></body></html>`;

test("the accessibility scan reports a violation in the page and in a frame", async ({ page, checkA11y }) => {
  await test.step("given a page with an image without a text and a frame with an unnamed button", async () => {
    await page.route(`**${PROBE}`, (route) => route.fulfill({ contentType: "text/html", body: PAGE }));
    await page.goto(PROBE);
  });
  await test.step("then the scan fails and names both rules", async () => {
    const failure = await checkA11y().then(
      () => "",
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/image-alt/);
    expect(failure).toMatch(/button-name/);
  });
});
