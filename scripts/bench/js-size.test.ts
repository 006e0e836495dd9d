/**
 * The size check of `npm test` finds zod in a browser build (scripts/bench/js-size.mjs,
 * docs/decisions/052-conform-useform-without-zod-in-the-browser.md): a chunk bundled and minified the way
 * the browser build does it is found when it carries zod, and not when it carries only its own code.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { filesWithZod } from "./js-size.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tandem-js-size-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Bundles `source` for the browser, minified, into `public/<file>`. */
async function bundle(file: string, source: string) {
  await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    outfile: path.join(dir, "public", file),
    logLevel: "silent",
  });
}

describe("zod in the browser build", () => {
  it("names each chunk that carries zod, and only those", async () => {
    await bundle(
      "_shared/chunk-with-schema.js",
      'import { z } from "zod"; export const form = z.object({ reason: z.string().max(250) });',
    );
    await bundle(
      "routes/page.js",
      'import { msg, V } from "./contracts/validation"; export const text = msg(V.maxLength, { max: 250 });',
    );
    expect(filesWithZod(path.join(dir, "public"))).toEqual(["_shared/chunk-with-schema.js"]);
  }, 60_000);
});
