import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findRouteImports } from "./check-route-imports.mjs";

const app = mkdtempSync(path.join(tmpdir(), "route-imports-probe-"));
afterAll(() => rmSync(app, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
  writeFileSync(path.join(app, file), text);
}

write("routes/b2b/route.tsx", "export const layout = 1;\n");
write("routes/b2b/company.server.ts", "export const company = 1;\n");
write("routes/b2b.home/route.tsx", 'import { company } from "../b2b/company.server";\nexport const a = company;\n');
write("routes/b2b.news/route.tsx", 'import { a } from "../b2b.home/route";\nexport const b = a;\n');
write("routes/b2b_.impressum/route.tsx", 'import { layout } from "~/routes/b2b/route";\nexport const c = layout;\n');
write("features/news/list.server.ts", 'import type { a } from "~/routes/b2b.home/route";\nexport type L = typeof a;\n');
write("features/news/shared.ts", "export const shared = 1;\n");
write("routes/b2b.jobs/route.tsx", 'import { shared } from "~/features/news/shared";\nexport const d = shared;\n');
write("routes/b2b.home/route.test.ts", 'import { a } from "./route";\nimport { b } from "../b2b.news/route";\n');

describe("the route-imports lint", () => {
  const found = findRouteImports(app);

  it("allows a child route to import its parent layout", () => {
    expect(found.join("\n")).not.toContain("b2b.home/route.tsx");
  });

  it("fails on a route importing a sibling route", () => {
    expect(found).toContainEqual(expect.stringContaining("b2b.news/route.tsx: ../b2b.home/route"));
  });

  it("fails on a route that escapes its layout importing the layout", () => {
    expect(found).toContainEqual(expect.stringContaining("b2b_.impressum/route.tsx"));
  });

  it("fails on a feature importing a route, even for a type", () => {
    expect(found).toContainEqual(expect.stringContaining("features/news/list.server.ts"));
  });

  it("allows routes to import features, and a route's tests to import routes", () => {
    expect(found.join("\n")).not.toMatch(/b2b\.jobs|route\.test/);
  });
});
