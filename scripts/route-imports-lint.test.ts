/**
 * The route rules of `npm run lint` (.dependency-cruiser.cjs, docs/decisions/072): probe files in a
 * throw-away app/ prove that a route importing a sibling route and a feature importing a route fail the
 * lint, and that a route importing its parent layout passes; and that a component taking a value from a
 * `.server` module fails (the browser bundle empties that module), while a type from it passes.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const CONFIG = path.join(ROOT, ".dependency-cruiser.cjs");
const DEPCRUISE = path.join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const RULES = ["route-not-to-route", "nothing-else-to-route", "browser-code-not-to-server-values"];

const probe = mkdtempSync(path.join(tmpdir(), "route-imports-probe-"));
afterAll(() => rmSync(probe, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(probe, file)), { recursive: true });
  writeFileSync(path.join(probe, file), text);
}

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** The route rules' findings over the probe app, as `from -> to (rule)`. */
let found: string[] = [];

beforeAll(async () => {
  write("tsconfig.json", JSON.stringify({ compilerOptions: { jsx: "react-jsx", paths: { "~/*": ["./app/*"] } } }));
  write("app/routes/b2b/route.tsx", "export const layout = 1;\n");
  write("app/routes/b2b/company.server.ts", "export const company = 1;\n");
  write("app/routes/b2b.home/route.tsx", 'import { layout } from "../b2b/route";\nexport const a = layout;\n');
  write(
    "app/routes/b2b.job-openings.$id/route.tsx",
    'import { company } from "~/routes/b2b/company.server";\nexport const b = company;\n',
  );
  write(
    "app/routes/b2b.job-openings.$id.contacted/route.tsx",
    'import { b } from "../b2b.job-openings.$id/route";\nexport const c = b;\n',
  );
  write("app/routes/b2b.employees.edit/route.tsx", "export const form = 1;\n");
  write(
    "app/routes/b2b.employees.edit.($eId)/route.tsx",
    'import { form } from "../b2b.employees.edit/route";\nexport const f = form;\n',
  );
  write("app/routes/b2b.news/route.tsx", 'import { a } from "../b2b.home/route";\nexport const d = a;\n');
  write(
    "app/routes/b2b_.impressum/route.tsx",
    'import { layout } from "~/routes/b2b/route";\nexport const e = layout;\n',
  );
  write(
    "app/features/news/list.server.ts",
    'import type { a } from "~/routes/b2b.home/route";\nexport type L = typeof a;\n',
  );
  write("app/components/shell/Nav.tsx", 'import { d } from "../../routes/b2b.news/route";\nexport const f = d;\n');
  write("app/features/news/shared.ts", "export const shared = 1;\n");
  write(
    "app/routes/b2b.jobs/route.tsx",
    'import { shared } from "~/features/news/shared";\nexport const g = shared;\n',
  );
  write("app/features/news/feed.server.ts", "export const feed = [1];\nexport type Feed = number[];\n");
  write("app/features/news/Card.tsx", 'import { feed } from "./feed.server";\nexport const j = feed;\n');
  write("app/features/news/Badge.tsx", 'import type { Feed } from "./feed.server";\nexport type K = Feed;\n');
  write("app/features/news/digest.server.ts", 'import { feed } from "./feed.server";\nexport const l = feed;\n');
  write("app/routes/b2b.home/route.test.ts", 'import { d } from "../b2b.news/route";\nexport const h = d;\n');
  write("app/session/layouts.test.ts", 'import { layout } from "~/routes/b2b/route";\nexport const i = layout;\n');

  const run = promisify(execFile);
  const answer = await run(
    process.execPath,
    [DEPCRUISE, "app", "--config", CONFIG, "--output-type", "json", "--no-cache"],
    { cwd: probe, maxBuffer: 16 * 1024 * 1024 },
  ).catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? "" }));
  const violations = (JSON.parse(answer.stdout).summary.violations as Violation[]) ?? [];
  found = violations
    .filter((violation) => RULES.includes(violation.rule.name))
    .map((violation) => `${violation.from} -> ${violation.to} (${violation.rule.name})`);
  // one depcruise run: seconds on an idle machine, minutes on a loaded one
}, 300_000);

describe("the route rules of the lint", () => {
  it("fail on a route importing a sibling route", () => {
    expect(found).toContain("app/routes/b2b.news/route.tsx -> app/routes/b2b.home/route.tsx (route-not-to-route)");
  });

  it("fail on a route that escapes its layout (trailing underscore) importing the layout", () => {
    expect(found).toContain("app/routes/b2b_.impressum/route.tsx -> app/routes/b2b/route.tsx (route-not-to-route)");
  });

  it("fail on a feature or a component importing a route, even for a type", () => {
    expect(found).toContain(
      "app/features/news/list.server.ts -> app/routes/b2b.home/route.tsx (nothing-else-to-route)",
    );
    expect(found).toContain("app/components/shell/Nav.tsx -> app/routes/b2b.news/route.tsx (nothing-else-to-route)");
  });

  it("pass a route importing its parent layouts (with dynamic and optional segments) and routes importing features", () => {
    expect(found.filter((line) => /^app\/routes\/b2b\.(home|job-openings|employees|jobs)/.test(line))).toEqual([]);
  });

  it("pass tests calling any route's loader and action", () => {
    expect(found.filter((line) => line.includes(".test.ts"))).toEqual([]);
  });

  it("fail on a component taking a value from a .server module, pass it a type and a .server module the value", () => {
    expect(found).toContain(
      "app/features/news/Card.tsx -> app/features/news/feed.server.ts (browser-code-not-to-server-values)",
    );
    expect(found.filter((line) => /Badge|digest/.test(line))).toEqual([]);
  });

  it("find exactly the probes' five faults", () => {
    expect(found).toHaveLength(5);
  });

  it("read every route id of the portal (none deeper than the rule's capture groups)", () => {
    const rule = createRequire(import.meta.url)(CONFIG).forbidden.find(
      (candidate: { name: string }) => candidate.name === "route-not-to-route",
    );
    const folder = new RegExp(rule.from.path);
    const unread = readdirSync(path.join(ROOT, "app/routes"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `app/routes/${entry.name}/route.tsx`)
      .filter((file) => !folder.test(file));
    expect(unread).toEqual([]);
  });
});
