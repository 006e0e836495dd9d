/**
 * Checks e–h: one background job run across two instances, throughput, an instance stopped under load,
 * and a backup restored. Each check answers a one-line detail or throws an Error saying what went wrong.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import PgBoss from "pg-boss";
import { cookieHeader } from "./browser.mjs";
import { upstreamName } from "./checks-state.mjs";
import { PG_BIN, query, sh, sleep, waitFor } from "./infra.mjs";

/** The "job ran" lines of `job` in an instance's JSON log. */
function jobRuns(instance, job) {
  if (!fs.existsSync(instance.logFile)) return [];
  return fs
    .readFileSync(instance.logFile, "utf8")
    .split("\n")
    .filter((line) => line.includes('"job ran"'))
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return null;
      }
    })
    .filter((entry) => entry?.msg === "job ran" && entry.job === job);
}

/**
 * e. One job sent to the queue runs on exactly one instance. Both instances' workers poll the same pg-boss
 * queue; the run is counted in both logs together. Should a cron slot of the job (every 10 minutes) fall
 * into the same seconds, pg-boss holds that run as a job of its own: the lines must then match the jobs.
 */
export async function jobRunsOnce(ctx) {
  const job = "sweep-expired";
  const count = () => jobRuns(ctx.a, job).length + jobRuns(ctx.b, job).length;
  const before = count();
  const [{ now: since }] = await query(ctx.pg.url, "select now()");
  // only a producer: no maintenance, no cron of its own, no schema changes (the instances did those)
  const boss = new PgBoss({ connectionString: ctx.pg.url, schema: "pgboss", supervise: false, schedule: false });
  boss.on("error", () => {});
  await boss.start();
  let id;
  try {
    id = await boss.send(job, {});
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
  if (!id) throw new Error(`pg-boss did not accept the job (queue ${job} missing?)`);
  await waitFor(`a "job ran" line for ${job}`, async () => count() > before, 20_000, 250);
  await sleep(5_000); // a second (wrong) run by the other instance would show by now: workers poll every 2 s
  const runs = count() - before;
  const jobs = await query(
    ctx.pg.url,
    "select id, state from pgboss.job where name = $1 and completed_on >= $2 union all select id, state from pgboss.archive where name = $1 and completed_on >= $2",
    [job, since],
  );
  const ours = jobs.find((j) => j.id === id);
  if (ours?.state !== "completed") throw new Error(`the job sent is ${ours?.state ?? "gone"}, not completed`);
  const completed = jobs.filter((j) => j.state === "completed").length;
  if (runs !== completed)
    throw new Error(`${runs} "job ran" lines for ${completed} completed job(s) of ${job} (A and B logs together)`);
  const where = [ctx.a, ctx.b].filter((i) => jobRuns(i, job).length > 0).map((i) => i.name);
  return `job ${id.slice(0, 8)}… ran once, on ${where.join(" and ")}${completed > 1 ? ` (plus ${completed - 1} cron run(s) in the window, each logged once)` : ""}`;
}

/** g. Requests per second of a signed-in page, A alone and A+B behind nginx (printed, not asserted). */
export async function throughput(ctx) {
  const pagePath = "/ds/home";
  const measure = async (base) => {
    const result = await autocannon({
      url: `${base}${pagePath}`,
      connections: 8,
      duration: 8,
      timeout: 10,
      headers: { cookie: cookieHeader(ctx.cookies, pagePath) },
    });
    return {
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
  };
  const alone = await measure(ctx.a.url);
  const both = await measure(ctx.nginx.url);
  ctx.throughput = { alone, both };
  const text = (r) => `${r.rps} req/s (p99 ${r.p99} ms, ${r.errors} errors, ${r.non2xx} non-2xx)`;
  const detail = `GET ${pagePath}, 8 connections, 8 s: A alone ${text(alone)}; nginx A+B ${text(both)}`;
  if (alone.errors + alone.non2xx + both.errors + both.non2xx > 0) throw new Error(detail);
  return detail;
}

/**
 * A stream of `total` feedback posts through nginx, one every `everyMs`, while `interrupt` ends B when a
 * quarter is sent; each post with its own submission key when `keyed`. Returns the answers, how B ended
 * and the rows the posts made (all, and distinct texts).
 */
async function feedbackStream(ctx, { check, everyMs, keyed, interrupt }) {
  const total = 40;
  const marker = `scale-${check}-${ctx.runId}`;
  const cookie = cookieHeader(ctx.cookies, "/ds/feedback");
  const post = async (i) => {
    const fields = { selected: "positive", reasons: "help-ok", feedback: `${marker}-${i}` };
    const response = await fetch(`${ctx.nginx.url}/ds/feedback`, {
      method: "POST",
      headers: { cookie, "Content-Type": "application/x-www-form-urlencoded" },
      // the key first, as the form's first field
      body: new URLSearchParams(keyed ? { _submission: randomBytes(16).toString("base64url"), ...fields } : fields),
      redirect: "manual",
    });
    await response.arrayBuffer();
    return {
      status: response.status,
      location: response.headers.get("location") ?? "",
      by: upstreamName(ctx, response.headers.get("x-upstream") ?? ""),
    };
  };
  const answers = [];
  let ended;
  for (let i = 0; i < total; i++) {
    answers.push(post(i).catch((error) => ({ status: 0, location: error.message, by: "?" })));
    // a quarter in, so that most of the stream meets B ending or ended
    if (i === total / 4) ended = interrupt();
    await sleep(everyMs);
  }
  const results = await Promise.all(answers);
  await ended;
  const exit = await ctx.b.exited;
  // the feedback page answers a sent form with a redirect to ?sent=1 (a login redirect would also be a 3xx)
  const failed = results.filter(
    (r) => r.status < 200 || r.status >= 400 || (r.status >= 300 && !r.location.includes("sent=1")),
  );
  const [{ rows, distinct }] = await query(
    ctx.pg.url,
    "select count(*)::int as rows, count(distinct feedback)::int as distinct from feedback where feedback like $1",
    [`${marker}-%`],
  );
  const tally = {};
  for (const r of results) tally[r.by] = (tally[r.by] ?? 0) + 1;
  const by = Object.entries(tally)
    .map(([name, n]) => `${name}×${n}`)
    .join(", ");
  const answered = `${total - failed.length}/${total} posts answered with success (${by})`;
  if (failed.length > 0)
    throw new Error(`${answered}; failed: ${failed.map((r) => `${r.status} ${r.location}`.trim()).join("; ")}`);
  return { total, answered, exit, rows, distinct };
}

/**
 * f. B is stopped (SIGTERM) in the middle of a stream of feedback posts through nginx: every post gets a
 * success answer and makes exactly one row. On SIGTERM, B refuses new connections (nginx then sends the
 * post to A: nothing was sent to B yet, so even a POST is passed on), answers what arrives on the
 * connections nginx keeps alive to it for one more second, closing each after its answer, and finishes
 * what is under way (server.ts, shutdown).
 * This is the graceful case; check i kills B instead.
 */
export async function stopUnderLoad(ctx) {
  const { total, answered, exit, rows } = await feedbackStream(ctx, {
    check: "f",
    everyMs: 100,
    keyed: false,
    interrupt: () => ctx.b.stop("SIGTERM"),
  });
  const detail = `${answered}, ${rows} rows; B exited with ${exit}`;
  if (rows !== total) throw new Error(`${detail}; expected ${total} rows`);
  if (exit !== 0) throw new Error(`${detail}; expected B to exit 0 after draining`);
  return detail;
}

/** h. pg_dump -Fc, pg_restore into a new database, the same counts of the key tables. */
export async function backupRestore(ctx) {
  const dump = path.join(ctx.workDir, "tandem.dump");
  const connection = ["-h", "127.0.0.1", "-p", String(ctx.pg.port), "-U", "postgres"];
  await sh(path.join(PG_BIN, "pg_dump"), [...connection, "-Fc", "-f", dump, "tandem"]);
  await sh(path.join(PG_BIN, "createdb"), [...connection, "tandem_restored"]);
  await sh(path.join(PG_BIN, "pg_restore"), [
    ...connection,
    "--no-owner",
    "--exit-on-error",
    "-d",
    "tandem_restored",
    dump,
  ]);
  const counts = async (url) => {
    const [row] = await query(
      url,
      "select (select count(*) from accounts)::int as accounts, (select count(*) from documents)::int as documents, (select count(*) from audit_log)::int as audit_log",
    );
    return row;
  };
  const original = await counts(ctx.pg.url);
  const restored = await counts(ctx.pg.urlOf("tandem_restored"));
  const text = (c) => `accounts ${c.accounts}, documents ${c.documents}, audit_log ${c.audit_log}`;
  const detail = `dump ${Math.round(fs.statSync(dump).size / 1024)} KB; original: ${text(original)}; restored: ${text(restored)}`;
  if (JSON.stringify(original) !== JSON.stringify(restored)) throw new Error(detail);
  return detail;
}

/**
 * i. B is killed (SIGKILL) in the middle of a stream of feedback posts through nginx, each post with its
 * own submission key in the form's field (contracts/submission.ts). A post B had when it died is reset; nginx sends it
 * again to A (`non_idempotent`). Whether B died before its write committed (then nothing of it stayed)
 * or after (then A finds the key and answers without writing again: api/idempotency.ts), every post gets
 * a success answer and makes exactly one row. B is started again afterwards.
 */
export async function killUnderLoad(ctx) {
  const { total, answered, exit, rows, distinct } = await feedbackStream(ctx, {
    check: "i",
    everyMs: 50,
    keyed: true,
    interrupt: () => ctx.b.stop("SIGKILL"),
  });
  ctx.b = await ctx.startB();
  const detail = `${answered}, ${rows} rows for ${distinct} posts; B ended by ${exit}, started again`;
  if (rows !== total || distinct !== total) throw new Error(`${detail}; expected ${total} rows, one per post`);
  if (exit !== "SIGKILL") throw new Error(`${detail}; expected B to be killed`);
  return detail;
}
