import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const resolve = { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } };

export default defineConfig({
  resolve,
  test: {
    include: ["{api,app,contracts,idp,scripts,server}/**/*.test.{ts,tsx}", "tests/a11y/**/*.test.ts"],
    // The projects split that set (they do not extend the root, so includes are not merged).
    projects: [
      {
        // API tests share ONE database per run (api/test/harness.ts): one worker, modules not isolated,
        // files one after another. Opening a fresh PGlite costs seconds; restoring the seeded template
        // before each test costs milliseconds.
        resolve,
        test: {
          name: "api",
          // The portal's bad-input test posts through the in-process API: it shares the one database too.
          include: ["api/**/*.test.ts", "server/portal-bad-input.property.test.ts"],
          // what only PostgreSQL can do (pg-boss across instances) runs in the PostgreSQL run only
          exclude: process.env.DATABASE_URL ? [] : ["api/**/*.postgres.test.ts"],
          environment: "node",
          isolate: false,
          fileParallelism: false,
          maxWorkers: 1,
          // Both raised for a loaded machine (npm test runs this beside the browser journeys; other jobs share
          // the 2 cores): the slowest test (a docx bomb unpacked) takes about 2 s idle and 10 s measured under
          // load. The first hook of a run opens PGlite, migrates and seeds the template (api/test/harness.ts):
          // about 10 s idle, 40 s measured under a load of 15 and over 180 s under a load of 30; the bound
          // only catches a hang.
          testTimeout: 30_000,
          hookTimeout: 600_000,
        },
      },
      {
        resolve,
        test: {
          name: "unit",
          // tests/a11y: the accessibility checks of the journeys, each proved on a page built to fail it
          include: ["{app,contracts,idp,scripts,server}/**/*.test.{ts,tsx}", "tests/a11y/**/*.test.ts"],
          exclude: ["server/portal-bad-input.property.test.ts", "**/node_modules/**"],
          // Modules are not re-imported for every file (no unit test mocks a module or stubs a global; they
          // pass in shuffled order too): the project then takes 44 s instead of 62 s, half of it transforms.
          isolate: false,
        },
      },
      {
        // Against a real S3 server that scripts/test-s3.sh starts (and names in S3_*): run only from there.
        resolve,
        test: {
          name: "object-store",
          include: ["api/**/*.it.ts"],
          environment: "node",
          testTimeout: 60_000,
          // the streaming test measures the buffers alive, not those the collector has not reached yet
          execArgv: ["--expose-gc"],
        },
      },
    ],
  },
});
