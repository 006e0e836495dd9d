/**
 * npm start: install what is missing, build, then serve. The server migrates the database and,
 * in development, seeds the demo data into an empty one (docs/architecture.md#parts).
 */
import { spawn } from "node:child_process";
import { ensureDependencies, run } from "./setup.mjs";

ensureDependencies();
run("npm run build");

const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
