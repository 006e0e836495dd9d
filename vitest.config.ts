import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const resolve = { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } };

export default defineConfig({
  resolve,
  test: {
    include: ["{api,app,contracts,idp,scripts,server}/**/*.test.{ts,tsx}"],
    // The projects split that set (they do not extend the root, so includes are not merged).
    projects: [
      {
        // API tests share ONE database per run (api/test/harness.ts): one worker, modules not isolated,
        // files one after another. Opening a fresh PGlite costs seconds; truncating + re-seeding costs ms.
        resolve,
        test: {
          name: "api",
          include: ["api/**/*.test.ts"],
          environment: "node",
          isolate: false,
          fileParallelism: false,
          maxWorkers: 1,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: "unit",
          include: ["{app,contracts,idp,scripts,server}/**/*.test.{ts,tsx}"],
        },
      },
    ],
  },
});
