/**
 * `npm run build`, second half: compiles the server (server.ts with server/, api/, contracts/, idp/ and the
 * few portal modules it composes) ahead of time into build/server.js, and the migration command into
 * build/migrate.js, so that production runs plain JavaScript: `node build/server.js`, no TypeScript
 * loader and no .ts file at run time (docs/decisions/057-image-runs-compiled-server.md). Packages stay
 * imports of node_modules (the production install), exactly as the tests resolve them.
 */
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "build");

/** tsconfig's `~/…` (the portal's modules): this esbuild would otherwise take `~` for a package. */
const appAlias = {
  name: "app-alias",
  setup(build) {
    build.onResolve({ filter: /^~\// }, (args) =>
      build.resolve(`./${args.path.slice(2)}`, { kind: args.kind, resolveDir: path.join(root, "app") }),
    );
  },
};

await build({
  absWorkingDir: root,
  // the PDF worker pool's thread runs its own file beside the server (api/pdf/pool.ts)
  entryPoints: { server: "server.ts", migrate: "api/db/migrate-cli.ts", "render-worker": "api/pdf/render-worker.ts" },
  outdir: out,
  // two self-contained files (no shared chunks): import.meta.url of every module is a file in build/
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  // every package is loaded from node_modules at run time: the same files the tests ran
  packages: "external",
  plugins: [appAlias],
  sourcemap: "linked",
  logLevel: "warning",
});

// api/db/migrate.ts finds the migrations next to itself (import.meta.url): in the bundle that is build/
const migrations = path.join(out, "migrations");
rmSync(migrations, { recursive: true, force: true });
cpSync(path.join(root, "api/db/migrations"), migrations, { recursive: true });
console.log("server compiled: build/server.js, build/migrate.js, build/render-worker.js, build/migrations/");
