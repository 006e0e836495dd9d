/**
 * npm run dev: build once, then rebuild the portal on every change (`remix watch`) and restart the server
 * when the build or the server's own code changes (`node --watch-path`), so a change is visible in the
 * browser after a reload without a full `npm start`. Stops both on Ctrl-C.
 */
import { spawn, spawnSync } from "node:child_process";

const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);

const children = [
  spawn("npx", ["remix", "watch"], { stdio: "inherit" }),
  spawn(
    process.execPath,
    [
      ...["build", "server", "server.ts", "api", "contracts", "idp"].map((dir) => `--watch-path=${dir}`),
      "--import",
      "tsx",
      "server.ts",
    ],
    { stdio: "inherit" },
  ),
];

function stop(code = 0) {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
