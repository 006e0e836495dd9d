/**
 * The layer rules of `npm run lint` (docs/decisions/019-lint-enforced-layers.md) fail on a probe that breaks
 * each of them, and pass on the probes that keep them. The probes are written into folders of their own
 * inside the real app/, api/ and idp/ (the rules match those paths, and the real tsconfig resolves `~/`),
 * checked with the same configuration `npm run lint` uses, and removed afterwards.
 */
import { execFile } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkApiPaths } from "./check-api-paths.mjs";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PROBE = `__layer_probe_${process.pid}__`;
const DIRS = [`app/${PROBE}`, `app/api/${PROBE}`, `api/${PROBE}`, `idp/${PROBE}`, `contracts/${PROBE}`];

/** Probe file (relative to the repository) → its source. */
const probes: Record<string, string> = {
  // app/ → api/ (outside app/api/)
  [`app/${PROBE}/imports-api.ts`]: `import { notFound } from "../../api/errors";\nexport const x = notFound;\n`,
  // app/api/ → api/ as a value; and the allowed case, a type-only import (a typed client)
  [`app/api/${PROBE}/imports-api-value.ts`]: `import { notFound } from "../../../api/errors";\nexport const x = notFound;\n`,
  [`app/api/${PROBE}/imports-api-type.ts`]: `import type { ApiError } from "../../../api/errors";\nexport type X = ApiError;\n`,
  // app/ (even app/api/) → idp/
  [`app/api/${PROBE}/imports-idp.ts`]: `import type { DevIdp } from "../../../idp/${PROBE}/target";\nexport type X = DevIdp;\n`,
  [`idp/${PROBE}/target.ts`]: "export interface DevIdp {\n  name: string;\n}\n",
  // api/ → app/, also through the `~/` alias the portal uses
  [`api/${PROBE}/imports-app.ts`]: `import { COMPANY_SEGMENTS } from "../../app/routing/units";\nexport const x = COMPANY_SEGMENTS;\n`,
  [`api/${PROBE}/imports-app-alias.ts`]: `import { COMPANY_SEGMENTS } from "~/routing/units";\nexport const x = COMPANY_SEGMENTS;\n`,
  // idp/ → api/; contracts/ → app/
  [`idp/${PROBE}/imports-api.ts`]: `import type { ApiError } from "../../api/errors";\nexport type X = ApiError;\n`,
  [`contracts/${PROBE}/imports-app.ts`]: `import type { UnitSelection } from "../../app/routing/units";\nexport type X = UnitSelection;\n`,
  // a cycle, even of type-only imports
  [`app/${PROBE}/cycle-a.ts`]: `import type { B } from "./cycle-b";\nexport interface A {\n  b?: B;\n}\n`,
  [`app/${PROBE}/cycle-b.ts`]: `import type { A } from "./cycle-a";\nexport interface B {\n  a?: A;\n}\n`,
  // backend paths: a template literal outside app/api/ breaks the rule; inside app/api/, or in a comment, not
  [`app/${PROBE}/names-backend-path.tsx`]:
    // (the probe's own template placeholder, written apart so it is not one of this file)
    `// GET /v1/account is fine in a comment\nexport const url = (id: string) => \`/b2b/v1/job-openings/$\{id}\`;\n`,
  [`app/${PROBE}/names-advisor-path.ts`]: `export const queues = "/advisor/v1/queues";\n`,
  [`app/${PROBE}/names-portal-path.ts`]: `export const home = "/b2b/home";\nexport const v1ish = "/v1x";\n`,
  [`app/api/${PROBE}/names-backend-path.ts`]: `export const account = "/v1/account";\n`,
};

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

/** One run of the rules over the probes; `format` "err" is the output `npm run lint` uses. */
async function depcruise(format: "json" | "err", dirs = DIRS): Promise<{ code: number; stdout: string }> {
  const bin = path.join(ROOT, "node_modules/.bin/depcruise");
  // Only the probes are followed: the real modules they import are taken as they are (fast).
  const only = ["--do-not-follow", `^(?!.*${PROBE})`];
  const args = [...dirs, "--config", ".dependency-cruiser.cjs", ...only, "--output-type", format];
  try {
    const { stdout } = await run(bin, args, { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string };
    return { code: e.code, stdout: e.stdout };
  }
}

const baselineFile = `app/${PROBE}/baseline.txt`;

beforeAll(() => {
  for (const [file, source] of Object.entries(probes)) {
    mkdirSync(path.join(ROOT, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(ROOT, file), source);
  }
});

afterAll(() => {
  for (const dir of DIRS) rmSync(path.join(ROOT, dir), { recursive: true, force: true });
});

// One start of dependency-cruiser takes a few seconds on the 2-core machine when the other test files run
// beside it; the default 5 s would fail a correct rule there.
describe("import rules (dependency-cruiser)", { timeout: 60_000 }, () => {
  let violations: Violation[];
  let lint: { code: number; stdout: string };
  beforeAll(async () => {
    const [json, err] = await Promise.all([depcruise("json"), depcruise("err", [`app/${PROBE}`])]);
    violations = JSON.parse(json.stdout).summary.violations;
    lint = err;
  }, 60_000);
  const rulesOf = (from: string) => violations.filter((v) => v.from === from);

  it("fails the run with a non-zero exit code, naming the rule", () => {
    expect(lint.code).not.toBe(0);
    expect(lint.stdout).toContain("error no-circular:");
    expect(lint.stdout).toContain("error app-not-to-api:");
  });
  it("app-not-to-api: app/ outside app/api/ imports api/", () => {
    expect(rulesOf(`app/${PROBE}/imports-api.ts`).map((v) => v.rule.name)).toEqual(["app-not-to-api"]);
  });
  it("app-api-types-only-from-api: app/api/ imports a value of api/", () => {
    expect(rulesOf(`app/api/${PROBE}/imports-api-value.ts`).map((v) => v.rule.name)).toEqual([
      "app-api-types-only-from-api",
    ]);
  });
  it("allows app/api/ a type-only import of api/ (the typed client)", () => {
    expect(rulesOf(`app/api/${PROBE}/imports-api-type.ts`)).toEqual([]);
  });
  it("app-not-to-idp: app/ imports idp/, even type-only from app/api/", () => {
    expect(rulesOf(`app/api/${PROBE}/imports-idp.ts`).map((v) => v.rule.name)).toEqual(["app-not-to-idp"]);
  });
  it("api-not-to-app: api/ imports app/", () => {
    expect(rulesOf(`api/${PROBE}/imports-app.ts`).map((v) => v.rule.name)).toEqual(["api-not-to-app"]);
    expect(rulesOf(`api/${PROBE}/imports-app-alias.ts`).map((v) => v.rule.name)).toEqual(["api-not-to-app"]);
  });
  it("idp-only-contracts and contracts-are-leaves", () => {
    expect(rulesOf(`idp/${PROBE}/imports-api.ts`).map((v) => v.rule.name)).toEqual(["idp-only-contracts"]);
    expect(rulesOf(`contracts/${PROBE}/imports-app.ts`).map((v) => v.rule.name)).toEqual(["contracts-are-leaves"]);
  });
  it("no-circular: two modules that import each other (type-only too)", () => {
    const cycles = violations.filter((v) => v.rule.name === "no-circular");
    expect(cycles).toHaveLength(1);
    const modules = [cycles[0].from, ...(cycles[0].cycle ?? []).map((c) => c.name)];
    expect(new Set(modules)).toEqual(new Set([`app/${PROBE}/cycle-a.ts`, `app/${PROBE}/cycle-b.ts`]));
  });
  it("reports nothing else (the rules do not fire on what they allow)", () => {
    const expected = new Set([
      `app/${PROBE}/imports-api.ts`,
      `app/api/${PROBE}/imports-api-value.ts`,
      `app/api/${PROBE}/imports-idp.ts`,
      `api/${PROBE}/imports-app.ts`,
      `api/${PROBE}/imports-app-alias.ts`,
      `idp/${PROBE}/imports-api.ts`,
      `contracts/${PROBE}/imports-app.ts`,
      `app/${PROBE}/cycle-a.ts`,
      `app/${PROBE}/cycle-b.ts`,
    ]);
    expect(violations.filter((v) => !expected.has(v.from))).toEqual([]);
  });
});

// The checker runs in this process (one start of the TypeScript parser); `npm run lint` runs the same
// function as a script, which exits with 1 when it answers errors.
describe("backend-path-outside-app-api (scripts/check-api-paths.mjs)", () => {
  const check = (entries: string[]): { errors: string[]; tolerated: number } => checkApiPaths(entries, baselineFile);

  it("fails on backend-path literals outside app/api/ and names the rule, file and place", () => {
    writeFileSync(path.join(ROOT, baselineFile), "");
    expect(check([`app/${PROBE}`]).errors).toEqual([
      `  error backend-path-outside-app-api: app/${PROBE}/names-advisor-path.ts:1:23 "/advisor/v1/queues"`,
      `  error backend-path-outside-app-api: app/${PROBE}/names-backend-path.tsx:2:36 "/b2b/v1/job-openings/"`,
    ]);
  });
  it("passes inside app/api/", () => {
    expect(check([`app/api/${PROBE}`]).errors).toEqual([]);
  });
  it("tolerates a file of the baseline, and fails on a baseline entry that no longer offends", () => {
    const known = [`app/${PROBE}/names-advisor-path.ts`, `app/${PROBE}/names-backend-path.tsx`];
    writeFileSync(path.join(ROOT, baselineFile), `# known\n${known.join("\n")}\n`);
    expect(check([`app/${PROBE}`])).toEqual({ errors: [], tolerated: 2 });
    writeFileSync(path.join(ROOT, baselineFile), `${known.join("\n")}\napp/${PROBE}/names-portal-path.ts\n`);
    expect(check([`app/${PROBE}`]).errors).toEqual([
      `  error backend-path-outside-app-api: app/${PROBE}/names-portal-path.ts no longer names a backend path; remove it from ${baselineFile}`,
    ]);
  });
});
