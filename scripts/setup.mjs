/**
 * What `npm start` and `npm test` need on a fresh clone, installed only when missing.
 * Nothing here downloads from anywhere but the npm registry and Debian's packages.
 */
import { execSync, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";

export function run(command, options = {}) {
  console.log(`\n$ ${command}`);
  const result = spawnSync(command, { stdio: "inherit", shell: true, ...options });
  if (result.status !== 0) {
    throw new Error(`"${command}" failed with exit code ${result.status}`);
  }
}

/**
 * Runs lanes at the same time: each lane is a list of named commands run one after another, stopping at
 * its first failure. A command with `after: "<name>"` also waits for the command of that name in another
 * lane (and is not run when that one failed). Each lane's output is collected and printed in turn, so the
 * logs do not interleave. Returns one line per command (its name, passed with its seconds, FAILED, or not
 * run); throws after printing when any command failed.
 */
export async function runLanes(lanes) {
  // each command's outcome, by name, for the commands that wait for it
  const outcomes = new Map();
  for (const lane of lanes) {
    for (const step of lane) {
      let settle;
      const promise = new Promise((resolve) => {
        settle = resolve;
      });
      outcomes.set(step.name, { promise, settle });
    }
  }
  const runOne = ({ command }) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
      const output = [Buffer.from(`\n$ ${command}\n`)];
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      child.on("close", (status) =>
        resolve({ status, output: Buffer.concat(output), seconds: Math.round((Date.now() - started) / 1000) }),
      );
    });
  const results = await Promise.all(
    lanes.map(async (lane) => {
      const lines = [];
      const outputs = [];
      let failed = false;
      for (const step of lane) {
        if (!failed && step.after) failed = !(await outcomes.get(step.after).promise);
        if (failed) {
          lines.push(`${step.name}: not run`);
          outcomes.get(step.name).settle(false);
          continue;
        }
        const result = await runOne(step);
        outputs.push(result.output);
        failed = result.status !== 0;
        outcomes.get(step.name).settle(!failed);
        lines.push(
          failed ? `${step.name}: FAILED (exit code ${result.status})` : `${step.name}: passed (${result.seconds} s)`,
        );
      }
      return { lines, outputs, failed };
    }),
  );
  for (const { outputs } of results) for (const output of outputs) process.stdout.write(output);
  const lines = results.flatMap((r) => r.lines);
  if (results.some((r) => r.failed))
    throw Object.assign(new Error(lines.filter((l) => /FAILED/.test(l)).join("\n")), { lines });
  return lines;
}

/** npm ci when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = "node_modules/.package-lock.json";
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync("package-lock.json").mtimeMs) return;
  // --prefer-offline: packages already in npm's cache are not checked again against the registry
  run("npm ci --no-audit --no-fund --prefer-offline", {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  });
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;
let aptUpdated = false;

/** Installs Debian packages (as root, or through sudo). */
export function aptInstall(...packages) {
  const sudo = isRoot() ? "" : "sudo ";
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (!aptUpdated) {
    run(`${sudo}apt-get update -qq`, { env });
    aptUpdated = true;
  }
  run(`${sudo}apt-get install -y -qq ${packages.join(" ")}`, { env });
}

/**
 * The browser of the tests: Debian's Chromium headless shell (the same engine as `chromium` without the
 * desktop browser around it; a third less CPU for the same journeys on this 2-core machine).
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** The tests' browser (Debian's `chromium-headless-shell`), installed with apt when it is missing. */
export function ensureTestChromium() {
  if (existsSync(TEST_CHROMIUM)) return;
  aptInstall("chromium-headless-shell");
}

/** Debian's full Chromium (the benchmarks measure what a person's browser does), installed when missing. */
export function ensureChromium() {
  if (existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) return;
  aptInstall("chromium");
}

export function hasPostgres() {
  return (
    existsSync("/usr/lib/postgresql") &&
    readdirSync("/usr/lib/postgresql").some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
  );
}

export function ensurePostgres() {
  if (!hasPostgres()) aptInstall("postgresql");
}

export const commandExists = (name) => {
  try {
    execSync(`command -v ${name}`, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};
