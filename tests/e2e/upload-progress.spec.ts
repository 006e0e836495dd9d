/**
 * Uploads for slow links: a 5 MB photo from a phone camera (4000 × 3000 JPEG, made in the browser) uploaded
 * on a throttled connection. With JavaScript the page shows the bytes sent growing, the upload can be
 * cancelled (nothing stored), and the photo arrives made smaller (at most 2000 px, well under 5 MB); without
 * JavaScript the plain form sends the file as it is and says beforehand that it may take a while.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const MB = 1024 * 1024;

/**
 * A camera-like photo: a colour gradient with grain, 4000 × 3000, JPEG at 92 %: about 5 MB. Made by the
 * browser's own JPEG encoder in a page of its own with JavaScript (the no-JS page runs no callbacks).
 */
async function cameraPhoto(browser: Browser): Promise<Buffer> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  const base64 = await page.evaluate(async () => {
    const [width, height] = [4000, 3000];
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d")!;
    const image = context.createImageData(width, height);
    const data = image.data;
    let seed = 1;
    for (let i = 0; i < data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 44;
      data[i] = (((i / 4) % width) / width) * 160 + grain;
      data[i + 1] = 90 + grain;
      data[i + 2] = 200 - grain;
      data[i + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.92));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  await context.close();
  return Buffer.from(base64, "base64");
}

/** The stored size the document list shows ("4,9 MB", "472 KB") in bytes. */
async function listedSize(page: Page, name: string): Promise<number> {
  const text = await page.getByTestId("document").filter({ hasText: name }).locator("p").first().innerText();
  const [, number, unit] = /([\d.,]+)\s*(B|KB|MB)\b/.exec(text) ?? [];
  if (!number) throw new Error(`no size in "${text}"`);
  return Number(number.replace(/\./g, "").replace(",", ".")) * { B: 1, KB: 1024, MB: MB }[unit as "B" | "KB" | "MB"];
}

/** Slow 4G's upload speed (180 KB/s): the photo made smaller takes about three seconds. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 1024 * 1024,
    uploadThroughput: 180 * 1024,
  });
}

/** The progress bar's values while it is shown (sampled every 100 ms). */
async function progressValues(page: Page): Promise<number[]> {
  const bar = page.getByTestId("upload-progress");
  await expect(bar).toBeVisible();
  const values: number[] = [];
  while ((await bar.count()) > 0) {
    // the bar may go between the count and the read: a read waits for it a moment only (not until the
    // test's timeout, as a locator's read does by default)
    const value = await bar
      .evaluate((el: HTMLProgressElement) => el.value, undefined, { timeout: 500 })
      .catch(() => null);
    if (value !== null && value !== values.at(-1)) values.push(value);
    await page.waitForTimeout(100);
  }
  return values;
}

test("a 5 MB camera photo on a slow connection: progress, cancel, and a smaller photo with JavaScript; the plain form without", async ({
  page,
  browser,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(90_000);
  // Given an applicant on her documents page (one per project: the journey adds a document)
  await signedIn(jsEnabled ? "applicant-milan" : "applicant-mia", "/ds/documents");
  await expect(page.getByRole("heading", { level: 1, name: "Meine Dokumente" })).toBeVisible();
  // And the form says that an upload may take a while on a slow connection
  await expect(page.getByText("Bei einer langsamen Verbindung kann das Hochladen eine Weile dauern.")).toBeVisible();
  await checkA11y();
  const photo = await cameraPhoto(browser);
  expect(photo.length, "a 5 MB JPEG").toBeGreaterThan(4.5 * MB);
  expect(photo.length, "a 5 MB JPEG").toBeLessThan(5.5 * MB);
  const documents = page.getByTestId("document");
  const before = await documents.count();
  const choose = () =>
    page.getByLabel("Datei").setInputFiles({ name: "kamera.jpg", mimeType: "image/jpeg", buffer: photo });

  if (!jsEnabled) {
    // When she sends it with the plain form, Then it is stored as it is, 5 MB
    await choose();
    await page.getByRole("button", { name: "Hochladen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Dein Dokument wurde gespeichert." })).toBeVisible();
    await expect(documents).toHaveCount(before + 1);
    expect(await listedSize(page, "kamera.jpg")).toBeGreaterThan(4.5 * MB);
    await checkA11y();
    return;
  }

  // When she starts the upload on a slow connection and cancels it while it runs
  await throttle(page);
  await choose();
  await page.getByRole("button", { name: "Hochladen" }).click();
  const bar = page.getByTestId("upload-progress");
  await expect(bar).toBeVisible();
  await expect.poll(() => bar.evaluate((el: HTMLProgressElement) => el.value)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Hochladen abbrechen" }).click();
  // Then the page says so and nothing is stored
  await expect(page.getByTestId("upload-state")).toHaveText(
    "Hochladen abgebrochen. Die Datei wurde nicht gespeichert.",
  );
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(documents).toHaveCount(before);

  // When she uploads it again and lets it run
  await throttle(page);
  await choose();
  await page.getByRole("button", { name: "Hochladen" }).click();
  // Then she sees the bytes sent of the total (and the time left) grow while it uploads
  await expect(
    page.getByText(/^\d[\d,]* (B|KB|MB) von \d[\d,]* (KB|MB) gesendet · noch etwa \d+ Sekunden?$/),
  ).toBeVisible();
  await expect(page.getByTestId("upload-state")).toHaveText("Wird hochgeladen …");
  const values = await progressValues(page);
  expect(values.length, `progress values ${values.join(", ")}`).toBeGreaterThanOrEqual(3);
  expect(values, "growing").toEqual([...values].sort((a, b) => a - b));
  // And then that it is saved, and the stored photo is the smaller one (at most 2000 px): far under 5 MB
  await expect(page.getByTestId("upload-state")).toHaveText("Gespeichert");
  await expect(page.getByRole("status").filter({ hasText: "Dein Dokument wurde gespeichert." })).toBeVisible();
  await expect(documents).toHaveCount(before + 1);
  const stored = await listedSize(page, "kamera.jpg");
  expect(stored).toBeLessThan(MB);
  expect(stored).toBeLessThan(photo.length / 5);
  await checkA11y();
});
