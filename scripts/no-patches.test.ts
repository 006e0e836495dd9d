/**
 * Packages are installed as published (ADR 045): no `patches/`, no patch tool, no install script that
 * could change what the tests run and the image ships.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

describe("packages as published", () => {
  it("has no patches, no patch tool and no install scripts of its own", () => {
    expect(existsSync(path.join(root, "patches"))).toBe(false);
    expect({ ...pkg.dependencies, ...pkg.devDependencies }).not.toHaveProperty("patch-package");
    for (const hook of ["preinstall", "install", "postinstall", "prepare"])
      expect(pkg.scripts ?? {}).not.toHaveProperty(hook);
  });
});
