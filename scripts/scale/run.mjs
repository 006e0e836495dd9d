/**
 * npm run test:scale — proves that the portal runs as two stateless instances behind nginx on one
 * PostgreSQL and one S3 store: a login, the rate limits, a form kept across a login, documents and the
 * background jobs are shared through those two, an instance can be stopped or killed under load, and the
 * database can be backed up and restored.
 *
 * Sets up (each in a fresh temp dir, everything on 127.0.0.1): a throw-away PostgreSQL 15 cluster,
 * Debian's radosgw as the S3 server, portal instances A and B (`node --import tsx server.ts`, production
 * build) and nginx round robin in front of them. Then runs checks a–i, printing PASS/FAIL per check, a
 * summary and the total time; exits 1 when anything failed. Whatever it started is stopped, and its temp
 * dirs removed, also on a failure or Ctrl-C (cleanup.mjs).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { launchBrowser } from "./browser.mjs";
import { backupRestore, jobRunsOnce, killUnderLoad, stopUnderLoad, throughput } from "./checks-operations.mjs";
import { documentShared, loginHoldsOnBoth, loginLimitShared, pendingFormShared } from "./checks-state.mjs";
import { cleanUpOnInterrupt, cleanup, interrupted } from "./cleanup.mjs";
import {
  ensurePackages,
  freePort,
  ROOT,
  S3_KEYS,
  sh,
  startNginx,
  startPortal,
  startPostgres,
  startS3,
  tempDir,
  waitReady,
} from "./infra.mjs";

// The AWS SDK warns on every Node 20 process that its future versions want Node 22: noise in this output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const results = [];

/**
 * What went wrong around a failed check, as the temp dirs are removed at the end: the warnings and errors
 * the instances logged since `since`, and nginx's errors (a reset or refused upstream connection).
 */
function diagnostics(ctx, since) {
  const lines = (file, keep) =>
    fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(keep).slice(-5) : [];
  const recentProblem = (line) => {
    try {
      const entry = JSON.parse(line);
      return ["warn", "error", "fatal"].includes(entry.level) && Date.parse(entry.time) >= since;
    } catch {
      return false;
    }
  };
  for (const instance of [ctx.a, ctx.b])
    for (const line of lines(instance.logFile, recentProblem))
      console.log(`    ${instance.name}: ${line.slice(0, 400)}`);
  for (const line of lines(path.join(ctx.nginx.dir, "error.log"), (l) => l.includes("[error]")))
    console.log(`    nginx: ${line.slice(0, 400)}`);
}

/** Runs one check, prints its PASS/FAIL line at once and keeps it for the summary. */
async function check(ctx, id, title, run) {
  const t0 = Date.now();
  let ok = false;
  let detail;
  try {
    detail = await run();
    ok = true;
  } catch (error) {
    detail = error?.message ?? String(error);
  }
  if (interrupted) return;
  results.push({ id, title, ok, time: seconds(t0) });
  console.log(`${ok ? "PASS" : "FAIL"} ${id}. ${title} (${seconds(t0)} s) — ${detail}`);
  if (!ok) diagnostics(ctx, t0);
}

/** The deployment: PostgreSQL and S3 side by side, then A, then B with A's provider keys, then nginx. */
async function setUp() {
  await ensurePackages();
  if (!fs.existsSync(path.join(ROOT, "build/index.js"))) {
    console.log("no production build: npm run build …");
    await sh("npx", ["remix", "build"], { cwd: ROOT });
  }
  const [pg, s3] = await Promise.all([startPostgres(), startS3()]);
  console.log(
    `PostgreSQL on 127.0.0.1:${pg.port}, S3 on ${s3.endpoint} (bucket ${s3.bucket}) after ${seconds(started)} s`,
  );

  const nginxPort = await freePort();
  const env = {
    // both instances name the public address (nginx): the provider's issuer and redirect URIs derive from it
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    DATABASE_URL: pg.url,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    SESSION_SECRET: randomBytes(32).toString("base64url"), // 43 characters, the same for both
    NODE_ENV: "test",
    DEV_TOOLS: "true",
    TRUST_PROXY: "true",
    // Behind nginx every request comes from one address (X-Forwarded-For $remote_addr, one trusted hop),
    // so check f's 40 feedback posts would hit the limit of 10 per address and minute. The limit itself
    // is shared like the login limit that check b proves.
    FEEDBACK_RATE_LIMIT: "1000",
  };
  const a = await startPortal("A", { dir: tempDir("a"), port: await freePort(), env });
  await waitReady(a);
  console.log(`A on ${a.url} ready after ${seconds(started)} s (migrated and seeded the empty database)`);

  // B needs nothing of A's: the providers' keys are in the database, their client secrets derived from
  // SESSION_SECRET.
  const bPort = await freePort();
  const startB = async () => {
    const instance = await startPortal("B", { dir: tempDir("b"), port: bPort, env });
    await waitReady(instance);
    return instance;
  };
  const b = await startB();
  console.log(`B on ${b.url} ready after ${seconds(started)} s`);

  const nginx = await startNginx({ dir: tempDir("nginx"), port: nginxPort, upstreams: [a, b] });
  console.log(`nginx on ${nginx.url} (A+B round robin) after ${seconds(started)} s\n`);

  const browser = await launchBrowser();
  const context = await browser.newContext();
  return {
    pg,
    s3,
    a,
    b,
    nginx,
    browser,
    context,
    cookies: [],
    /** B again, on its port, after a check ended it (a new DATA_DIR: it needs nothing of the old one). */
    startB,
    runId: randomBytes(4).toString("hex"),
    workDir: tempDir("work"),
  };
}

/** The checks in the order they run: g before i, which kills B and starts it again, and f, which stops it. */
const CHECKS = [
  ["a", "a login on one instance is valid on the other", loginHoldsOnBoth],
  ["b", "the 31st login attempt across both instances gets 429", loginLimitShared],
  ["c", "a form kept by A is restored by B", pendingFormShared],
  ["d", "a document uploaded through A is read through B", documentShared],
  ["e", "one job runs once", jobRunsOnce],
  ["g", "throughput (A alone, A+B behind nginx)", throughput],
  ["i", "killing B mid-load loses no form and applies none twice", killUnderLoad],
  ["f", "stopping B mid-load loses no submitted form", stopUnderLoad],
  ["h", "backup and restore", backupRestore],
];

async function main() {
  cleanUpOnInterrupt();
  let ctx;
  try {
    ctx = await setUp();
  } catch (error) {
    if (interrupted) return; // the signal handler cleans up and exits
    results.push({ id: "-", title: "setup", ok: false, time: seconds(started) });
    console.log(`FAIL setup — ${error?.message ?? error}`);
  }
  for (const [id, title, run] of ctx ? CHECKS : []) {
    if (interrupted) return;
    await check(ctx, id, title, () => run(ctx));
  }
  if (interrupted) return;
  const cleanupStarted = Date.now();
  await cleanup();
  const failed = results.filter((r) => !r.ok);

  console.log(`\nSummary (cleanup ${seconds(cleanupStarted)} s):`);
  console.log(" check | result | seconds | what");
  for (const r of results)
    console.log(` ${r.id.padEnd(5)} | ${r.ok ? "PASS" : "FAIL"}   | ${r.time.padStart(7)} | ${r.title}`);
  if (ctx?.throughput)
    console.log(
      `throughput of /ds/home: A alone ${ctx.throughput.alone.rps} req/s, nginx A+B ${ctx.throughput.both.rps} req/s`,
    );
  console.log(
    `${failed.length === 0 ? "PASS" : "FAIL"} scale test: ${results.length - failed.length}/${results.length} passed in ${seconds(started)} s`,
  );
  process.exit(failed.length === 0 ? 0 : 1);
}

await main();
