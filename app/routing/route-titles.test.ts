/**
 * Every page title comes from its route's `handle.title` (app/root.tsx): each key must exist in German and
 * English, in the namespaces the root looks it up in (the route's `i18n`, then `common`).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ROUTES = path.join(ROOT, "app/routes");

function lookup(lng: string, ns: string, key: string): string | undefined {
  const file = path.join(ROOT, "locales", lng, `${ns}.json`);
  if (!existsSync(file)) return undefined;
  let node: unknown = JSON.parse(readFileSync(file, "utf8"));
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : undefined;
}

const titled = readdirSync(ROUTES).flatMap((dir) => {
  const file = ["route.tsx", "route.ts"].map((f) => path.join(ROUTES, dir, f)).find(existsSync);
  const handle = file && /export const handle[^=]*=\s*\{([\s\S]*?)\};/.exec(readFileSync(file, "utf8"))?.[1];
  const title = handle && /title:\s*"([^"]+)"/.exec(handle)?.[1];
  if (!handle || !title) return [];
  const i18n = /i18n:\s*(\[[^\]]*\]|"[^"]*")/.exec(handle)?.[1];
  const namespaces: string[] = i18n ? [JSON.parse(i18n)].flat() : [];
  return [{ dir, title, namespaces }];
});

describe("page titles from handle.title", () => {
  it("are declared by the pages", () => {
    expect(titled.length).toBeGreaterThan(90);
  });
  it.each(["de", "en"])("resolve in %s", (lng) => {
    const missing = titled.filter(({ title, namespaces }) => {
      const [ns, key] = title.includes(":")
        ? [[title.split(":")[0]], title.split(":")[1]]
        : [[...namespaces, "common"], title];
      return !ns.some((n) => lookup(lng, n, key));
    });
    expect(missing).toEqual([]);
  });
  it("the imprint is titled in the page's language", () => {
    expect(lookup("en", "legal", "imprint.title")).toBe("Imprint");
    expect(lookup("de", "legal", "imprint.title")).toBe("Impressum");
  });
});
