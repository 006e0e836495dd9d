/**
 * npm run bench: the budgets of DESIGN.md §7, measured on this machine against a production build.
 *
 * Starts the server (production build, embedded database seeded with the demo accounts, 127.0.0.1
 * only) and a static 1 KB page (the physical floor of a page load), logs in through the development
 * identity providers, then measures with measure-page.mjs (Debian Chromium, Slow 4G, 4x CPU, cold
 * cache, median of the runs) and load-test.mjs (autocannon). Prints every budget as PASS or FAIL and
 * exits 1 when one fails. A benchmark, not a test: `npm test` does not run it.
 *
 * Options: --runs N (default 5), --duration S of each load test (default 10), --json FILE.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { ensureChromium, ensureDependencies, run } from "../setup.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(option("runs", "5"));
const LOAD_SECONDS = Number(option("duration", "10"));
const JSON_OUT = option("json", null);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;

/** DESIGN.md §7. `lcpFactor` is relative to the LCP (JS off) of the static 1 KB page in the same run. */
const APPLICANT_BUDGET = { kbHtml: 14.6, lcpFactor: 1.25, kbJs: 100, cls: 0.05 };
const COMPANY_FORM_BUDGET = { kbJs: 130, inpMs: 200 };
const THROUGHPUT_SHARE = 0.3;

ensureDependencies();
ensureChromium();
run("npx remix build");

const work = fs.mkdtempSync(path.join(os.tmpdir(), "tandem-bench-"));
const children = [];
const stopAll = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

const floor = await startFloorPage();
const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    PUBLIC_URL: BASE,
    DATA_DIR: path.join(work, "data"),
    NODE_ENV: "production",
    // the demo accounts (seeded into the empty database) and their identity providers
    DEV_TOOLS: "true",
    SESSION_SECRET: randomBytes(32).toString("hex"),
  },
});
children.push(server);
await waitForHealth(`${BASE}/healthz`, 180_000);

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
const applicantState = path.join(work, "applicant.json");
const companyState = path.join(work, "company.json");
let jobStepPath;
try {
  await login(browser, "lena.lehmann@example.org", "/ds/home", applicantState);
  jobStepPath = await login(
    browser,
    "olaf.ostermann@muster-maschinenbau.example",
    "/b2b/job-openings/manage/study",
    companyState,
    createDraftOpening,
  );
} finally {
  await browser.close();
}

const results = { floor: null, pages: [], load: [], checks: [] };
const check = (name, value, limit, ok) => {
  const pass = value != null && ok;
  results.checks.push({ name, value, limit, pass });
  console.log(`${pass ? "PASS" : "FAIL"} ${name}: ${value ?? "not measured"} (budget ${limit})`);
};

const floorRun = (await measure(floor.url, { js: "off" }))[0];
results.floor = floorRun;
const lcpLimit = Math.round(floorRun.lcpMs * APPLICANT_BUDGET.lcpFactor);

const applicantPages = [
  { path: "/impressum", state: null },
  { path: "/ds/home", state: applicantState },
  { path: "/ds/selfmatching", state: applicantState },
  { path: "/ds/application/data/1", state: applicantState },
];
for (const page of applicantPages) {
  const [on, off] = await measure(`${BASE}${page.path}`, { js: "both", state: page.state });
  results.pages.push({ path: page.path, on, off });
  check(
    `${page.path} first response (KB compressed)`,
    off.kbHtml,
    APPLICANT_BUDGET.kbHtml,
    off.kbHtml <= APPLICANT_BUDGET.kbHtml,
  );
  check(
    `${page.path} LCP, JS off (ms; 1 KB page ${floorRun.lcpMs} ms × 1.25)`,
    off.lcpMs,
    lcpLimit,
    off.lcpMs <= lcpLimit,
  );
  check(`${page.path} JavaScript (KB)`, on.kbJs, APPLICANT_BUDGET.kbJs, on.kbJs <= APPLICANT_BUDGET.kbJs);
  check(
    `${page.path} CLS (JS on/off)`,
    Math.max(on.cls, off.cls),
    APPLICANT_BUDGET.cls,
    Math.max(on.cls, off.cls) <= APPLICANT_BUDGET.cls,
  );
}

const [form] = await measure(`${BASE}${jobStepPath}`, { js: "on", state: companyState, inp: 'textarea[name="tasks"]' });
results.pages.push({ path: jobStepPath, on: form });
check(`${jobStepPath} JavaScript (KB)`, form.kbJs, COMPANY_FORM_BUDGET.kbJs, form.kbJs <= COMPANY_FORM_BUDGET.kbJs);
check(
  `${jobStepPath} INP stand-in (ms)`,
  form.inpMs,
  COMPANY_FORM_BUDGET.inpMs,
  form.inpMs <= COMPANY_FORM_BUDGET.inpMs,
);

const bare = await loadTest(`${BASE}/impressum`, null);
// one after the other: each load test has the server to itself
const heaviest = [
  await loadTest(`${BASE}/ds/home`, applicantState),
  await loadTest(`${BASE}/ds/selfmatching`, applicantState),
].sort((a, b) => a.rpsMean - b.rpsMean)[0];
results.load.push(bare, heaviest);
const share = Math.round((heaviest.rpsMean / bare.rpsMean) * 100) / 100;
check(
  `${new URL(heaviest.url).pathname} throughput share of /impressum (${Math.round(heaviest.rpsMean)} / ${Math.round(bare.rpsMean)} req/s)`,
  share,
  THROUGHPUT_SHARE,
  share >= THROUGHPUT_SHARE,
);
const errors = bare.errors + bare.timeouts + bare.non2xx + heaviest.errors + heaviest.timeouts + heaviest.non2xx;
check("load-test errors", errors, 0, errors === 0);

// PDF renderer: a one-page and a three-page CV in a process of its own (p50/p95, peak extra memory)
const pdfBench = await node(["--expose-gc", "--import", "tsx", path.join(here, "pdf.mts")]).then(
  () => true,
  () => false,
);
check("PDF render time and memory (scripts/bench/pdf.mts)", pdfBench ? "within" : "over", "p95 1 s, 150 MB", pdfBench);

if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(results, null, 2));
const failed = results.checks.filter((c) => !c.pass).length;
console.log(
  failed ? `\n${failed} of ${results.checks.length} budgets missed` : `\nall ${results.checks.length} budgets met`,
);
stopAll();
fs.rmSync(work, { recursive: true, force: true });
process.exit(failed ? 1 : 0);

// ---------- helpers ----------

/** The physical floor: a static 1 KB HTML page served from loopback. */
function startFloorPage() {
  const text = "Tandem ".repeat(120);
  const html = `<!doctype html><html lang="de"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>1 KB</title><p>${text}</p></html>`;
  const floorServer = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  return new Promise((resolve) =>
    floorServer.listen(0, "127.0.0.1", () => {
      children.push({ kill: () => floorServer.close() });
      resolve({ url: `http://127.0.0.1:${floorServer.address().port}/` });
    }),
  );
}

async function waitForHealth(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode != null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Signs in through the development identity provider's login page; keeps the cookies for the measurements. */
async function login(browserInstance, email, startPath, stateFile, then) {
  const context = await browserInstance.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  await page.goto(`${BASE}${startPath}`);
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort").fill("tandem");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await page.waitForURL((url) => url.pathname === startPath, { timeout: 30_000 });
  const result = then ? await then(page) : undefined;
  await context.storageState({ path: stateFile });
  await context.close();
  return result;
}

/** A company's long form needs an opening: step 1 of a new one creates the draft; its step 2 is measured. */
async function createDraftOpening(page) {
  await page.getByLabel("Studienort").selectOption({ label: "Berlin" });
  await page.getByLabel("Studiengang").selectOption("Informatik (B.Sc.)");
  await page.getByLabel("Studienbeginn").fill("2027-10-01");
  await page.getByLabel("Anzahl gesuchter Studierender").fill("1");
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.waitForURL(/\/b2b\/job-openings\/[0-9a-f-]{36}\/manage\/job$/, { timeout: 30_000 });
  return new URL(page.url()).pathname;
}

/** measure-page.mjs for one address; the medians per JS mode, JS on first. */
async function measure(url, { js, state = null, inp = null }) {
  const out = path.join(work, `measure-${Date.now()}.json`);
  const cli = [path.join(here, "measure-page.mjs"), "--url", url, "--runs", String(RUNS), "--network", "slow4g"];
  cli.push("--cpu", "4", "--js", js, "--chromium", CHROMIUM, "--json", out, "--quiet");
  if (state) cli.push("--storage-state", state);
  if (inp) cli.push("--inp", inp);
  await node(cli);
  const { summary, results: runs } = JSON.parse(fs.readFileSync(out, "utf8"));
  // a lost login would measure the identity provider's page instead: every run must have stayed put
  const strays = runs.filter((r) => r.finalUrl && new URL(r.finalUrl).pathname !== new URL(url).pathname);
  if (strays.length > 0) throw new Error(`${url} ended on ${strays[0].finalUrl}`);
  return ["on", "off"].map((mode) => summary.find((s) => s.key.endsWith(`js=${mode}`))).filter(Boolean);
}

/** load-test.mjs (autocannon, 20 connections, compressed answers as browsers ask for them). */
async function loadTest(url, state) {
  const out = path.join(work, `load-${Date.now()}.json`);
  const cli = [path.join(here, "load-test.mjs"), "--url", url, "--duration", String(LOAD_SECONDS), "--json", out];
  cli.push("--header", "accept-encoding: gzip, br");
  if (state) {
    const cookies = JSON.parse(fs.readFileSync(state, "utf8")).cookies;
    cli.push("--header", `cookie: ${cookies.map((c) => `${c.name}=${c.value}`).join("; ")}`);
  }
  await node(cli);
  return JSON.parse(fs.readFileSync(out, "utf8"));
}

/**
 * Runs a measuring script; its arguments are not echoed (the load test's carry a session cookie).
 * Asynchronous: the 1 KB page is served from this very process.
 */
function node(cli) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, cli, { stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(cli[0])} failed with exit code ${code}`)),
    );
  });
}
