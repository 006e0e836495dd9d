/**
 * The pieces of the scale test's deployment: PostgreSQL, the S3 server, two portal instances and nginx
 * in front of them, each in its own temp dir under os.tmpdir(), each on 127.0.0.1 only, each registered
 * with cleanup.mjs the moment it exists.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import pg from "pg";
import { onCleanup } from "./cleanup.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PG_BIN = "/usr/lib/postgresql/15/bin";
const IS_ROOT = process.getuid?.() === 0;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a command to its end; rejects with its output when it fails. */
export function sh(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(" ")} exited ${code}:\n${out.trim()}`)),
    );
  });
}

/** As root, PostgreSQL's tools must run as user postgres (initdb refuses root); otherwise as the caller. */
const asPostgres = (command, args) =>
  IS_ROOT ? sh("runuser", ["-u", "postgres", "--", command, ...args]) : sh(command, args);

/** A port the kernel just handed out on 127.0.0.1 (free now; the caller binds it right away). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A fresh temp dir, removed at cleanup (after whatever was started in it, which registered later). */
export function tempDir(name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tandem-scale-${name}-`));
  onCleanup(`temp dir ${dir}`, () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Polls `probe` until it answers truthy; `what` names it in the timeout error. */
export async function waitFor(what, probe, timeoutMs, everyMs = 250) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(everyMs);
  }
}

/** Debian's postgresql and nginx, installed with apt only when missing (the lists refreshed only if needed). */
export async function ensurePackages() {
  const missing = [];
  if (!fs.existsSync(path.join(PG_BIN, "initdb"))) missing.push("postgresql");
  if (!fs.existsSync("/usr/sbin/nginx")) missing.push("nginx");
  if (missing.length === 0) return;
  console.log(`installing ${missing.join(", ")} with apt …`);
  const apt = IS_ROOT ? ["env"] : ["sudo", "env"];
  const run = (...args) => sh(apt[0], [...apt.slice(1), "DEBIAN_FRONTEND=noninteractive", "apt-get", ...args]);
  await run("install", "-y", ...missing).catch(async () => {
    await run("update");
    await run("install", "-y", ...missing);
  });
}

/** A throw-away cluster as scripts/test-postgres.sh makes it, with the database `tandem`. */
export async function startPostgres() {
  const dir = tempDir("pg");
  if (IS_ROOT) await sh("chown", ["postgres", dir]);
  const data = path.join(dir, "data");
  const port = await freePort();
  await asPostgres(path.join(PG_BIN, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
  ]);
  onCleanup("PostgreSQL", async () => {
    if (fs.existsSync(path.join(data, "postmaster.pid")))
      await asPostgres(path.join(PG_BIN, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
  });
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  await asPostgres(path.join(PG_BIN, "pg_ctl"), [
    "-D",
    data,
    "-l",
    path.join(dir, "postgres.log"),
    "-w",
    "-t",
    "30",
    "-o",
    options,
    "start",
  ]);
  await sh(path.join(PG_BIN, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "tandem"]);
  const urlOf = (database) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return { dir, port, url: urlOf("tandem"), urlOf };
}

/** One query on a short-lived connection (the checks ask a handful of questions, no pool needed). */
export async function query(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

export const S3_KEYS = {
  accessKeyId: process.env.S3_ACCESS_KEY ?? "tandem-test",
  secretAccessKey: process.env.S3_SECRET_KEY ?? "tandem-test-secret-key-0123456789",
};

/** Debian's radosgw (scripts/s3/radosgw.sh) with one bucket for the documents. */
export async function startS3() {
  const radosgw = path.join(ROOT, "scripts/s3/radosgw.sh");
  await sh("bash", [radosgw, "ensure"]);
  const cluster = path.join(tempDir("s3"), "cluster"); // radosgw.sh wants a dir of its own, empty
  const port = await freePort();
  // registered first: `stop` also stops what a half-finished start left running
  onCleanup("S3 server", () => sh("bash", [radosgw, "stop", cluster]));
  const env = { ...process.env, S3_ACCESS_KEY: S3_KEYS.accessKeyId, S3_SECRET_KEY: S3_KEYS.secretAccessKey };
  const out = await sh("bash", [radosgw, "start", cluster, String(port)], { env });
  if (!out.includes(`S3 ready on http://127.0.0.1:${port}`)) throw new Error(`radosgw.sh start said:\n${out}`);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: "us-east-1",
    credentials: S3_KEYS,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  onCleanup("S3 client", () => client.destroy());
  const bucket = "tandem-scale";
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return { endpoint, bucket, client };
}

/** Ends a process group we started (detached, so its pid is its group's id): SIGTERM, then SIGKILL. */
async function stopGroup(child, graceMs, signal = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, signal);
  } catch {
    return; // already gone
  }
  const done = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {}
    await exited;
  }
}

/**
 * Starts `node --import tsx server.ts` as one portal instance. Detached, so that a Ctrl-C in the terminal
 * reaches only this script, which then stops the instance in order.
 */
export async function startPortal(name, { dir, port, env }) {
  const dataDir = path.join(dir, "data");
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dir, "server.log");
  const consoleFile = path.join(dir, "console.log");
  const out = fs.openSync(consoleFile, "a");
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: ROOT,
    // only what the server needs: a variable of the caller's shell (API_URL, SEED_TEST_ACCOUNTS …) must not leak in
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME ?? os.homedir(),
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_FILE: logFile,
    },
    detached: true,
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);
  const instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    logFile,
    consoleFile,
    child,
    exited: new Promise((resolve) => child.once("exit", (code, signal) => resolve(signal ?? code))),
    /** Graceful stop (the server drains its requests and stops its job worker in up to ~10 s each). */
    stop: (signal = "SIGTERM") => stopGroup(child, 25_000, signal),
  };
  onCleanup(`portal ${name}`, () => instance.stop());
  return instance;
}

/** Waits until an instance answers /readyz with 200; shows the end of its output when it dies or times out. */
export async function waitReady(instance, timeoutMs = 90_000) {
  let died = false;
  instance.exited.then(() => {
    died = true;
  });
  try {
    await waitFor(
      `portal ${instance.name} ready`,
      async () => {
        if (died) throw new Error("exited");
        return (await fetch(`${instance.url}/readyz`)).status === 200;
      },
      timeoutMs,
      // /readyz is rate limited (120 per address and minute, both instances together): poll calmly
      500,
    );
  } catch (error) {
    const tail = (file) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").slice(-15).join("\n") : "");
    throw new Error(
      `${died ? `portal ${instance.name} exited during start` : error.message}\n${tail(instance.consoleFile)}\n${tail(instance.logFile)}`,
    );
  }
}

/** nginx in front of the instances, round robin, everything it writes inside `dir`. */
export async function startNginx({ dir, port, upstreams }) {
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `# Written by scripts/scale/infra.mjs for one scale-test run.
${IS_ROOT ? "user root;\n" : ""}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  # max_fails=0: an instance that failed (killed, then started again) gets its turn at once, not 10 s later
  upstream portal {
${upstreams.map((u) => `    server 127.0.0.1:${u.port} max_fails=0;`).join("\n")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # a refused connection (an instance stopped), a reset (an instance killed mid-request) or an
      # overloaded instance: the next one answers. A POST too: a form carries its submission key, and
      # the instance that gets it again applies it once (api/idempotency.ts).
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      # which instance answered: the checks show that the steps of one journey alternate
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const out = fs.openSync(path.join(dir, "nginx.out"), "a");
  const child = spawn("/usr/sbin/nginx", ["-p", dir, "-e", `${dir}/error.log`, "-c", conf, "-g", "daemon off;"], {
    detached: true,
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);
  // SIGQUIT: nginx's graceful stop; the master ends its workers before it exits
  onCleanup("nginx", () => stopGroup(child, 10_000, "SIGQUIT"));
  const url = `http://127.0.0.1:${port}`;
  await waitFor("nginx", async () => (await fetch(`${url}/healthz`)).status === 200, 15_000).catch((error) => {
    throw new Error(`${error.message}\n${fs.readFileSync(path.join(dir, "error.log"), "utf8")}`);
  });
  return { url, port, dir };
}
