/**
 * `npm run test:image`: the container image is built and run the way an operator runs it, and checked
 * against what the tests ran (docs/decisions/057-image-runs-compiled-server.md):
 *
 *  1. podman, runc and mmdebstrap from Debian and a local Node base image (podman-setup.sh, cached);
 *  2. the image is built; inside it: no tsx, no TypeScript file outside node_modules, code not writable
 *     by the server's user, and node_modules holds exactly the production packages of the lock file,
 *     file by file the same as the install the tests ran (a patched or missing file shows here);
 *     its browser assets are the ones `npm run build` makes here;
 *  3. it refuses to start without SESSION_SECRET and without issuers, naming the variable;
 *  4. it runs with a port mapping that differs inside and outside (PUBLIC_URL the outside one), read-only
 *     with a named volume for /data,
 *     becomes healthy, and the console-clean crawl of both units and the advisor console and one login
 *     journey per unit pass against it (playwright.image.config.ts); SIGTERM ends it cleanly within 10 s;
 *  5. compose.yaml is read by podman-compose and checked (fully qualified, version-pinned images,
 *     DEV_TOOLS off by default); its topology is started with this image, as no registry can be reached
 *     here: two portals on the host network with Debian's PostgreSQL, radosgw (S3) and nginx, migrated
 *     first by the image's migration command (what the Kubernetes init container runs). Stopping the
 *     database makes /readyz fail while /healthz passes and the containers keep running; it recovers.
 *
 * Ports: IMAGE_TEST_PORT (default 3620) and the next four; PostgreSQL and radosgw on free ports.
 * Everything started is stopped again, also on failure or Ctrl-C (scripts/scale/cleanup.mjs).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { cleanUpOnInterrupt, cleanup, onCleanup } from "../scale/cleanup.mjs";
import {
  ensurePackages,
  PG_BIN,
  ROOT,
  S3_KEYS,
  sh,
  sleep,
  startNginx,
  startPostgres,
  startS3,
  tempDir,
  waitFor,
} from "../scale/infra.mjs";

const BASE_PORT = Number(process.env.IMAGE_TEST_PORT ?? 3620);
const PORTS = { mapped: BASE_PORT, portalA: BASE_PORT + 2, portalB: BASE_PORT + 3, proxy: BASE_PORT + 4 };
const IMAGE = process.env.IMAGE_TAG ?? "localhost/tandem:test";
const RUN = `tandem-image-test-${process.pid}`;
const SESSION_SECRET = "image-test-session-secret-0123456789abcdef";
const started = Date.now();
const failures = [];

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const step = (text) => console.log(`\n[${seconds(started)} s] ${text}`);
const pass = (text) => console.log(`  ok   ${text}`);
function check(condition, text, detail = "") {
  if (condition) pass(text);
  else {
    failures.push(text);
    console.log(`  FAIL ${text}${detail ? `\n${detail}` : ""}`);
  }
  return condition;
}

/** Runs a command with its output streamed to the terminal; rejects when it fails. */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", cwd: ROOT, ...options });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args[0]} exited ${code}`))));
  });
}

/** Runs a command to its end and returns its exit code and output (no rejection). */
function capture(command, args, { timeoutMs = 120_000, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], cwd: ROOT, ...options });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      out += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal, out });
    });
  });
}

const status = (url) =>
  fetch(url, { redirect: "manual", signal: AbortSignal.timeout(10_000) }).then(
    (r) => r.status,
    () => 0,
  );

/** Starts a detached container, removed at cleanup (after a graceful stop). */
async function startContainer(name, args, env) {
  const envArgs = Object.entries(env).flatMap(([key, value]) => ["-e", `${key}=${value}`]);
  const { code, out } = await capture("podman", ["run", "-d", "--name", name, ...args, ...envArgs, IMAGE]);
  if (code !== 0) throw new Error(`podman run ${name} failed:\n${out}`);
  onCleanup(`container ${name}`, () => capture("podman", ["rm", "-f", "-v", "-t", "10", name]));
  return name;
}

async function waitHealthy(name, url, timeoutMs = 240_000) {
  let exited = false;
  await waitFor(
    `${name} healthy`,
    async () => {
      const state = (await capture("podman", ["inspect", "--format", "{{.State.Running}}", name])).out.trim();
      // a container that ended stops the wait at once (a probe's error would only be retried)
      if (state !== "true") exited = true;
      if (exited) return true;
      // the image's own HEALTHCHECK command, run by podman (this VM has no systemd timers to run it)
      return (await capture("podman", ["healthcheck", "run", name])).code === 0 && (await status(url)) === 200;
    },
    timeoutMs,
    1_000,
  ).catch(async (error) => {
    const logs = (await capture("podman", ["logs", "--tail", "30", name])).out;
    throw new Error(`${error.message}\n${logs}`);
  });
  if (exited) throw new Error(`${name} exited:\n${(await capture("podman", ["logs", "--tail", "30", name])).out}`);
}

/** SIGTERM (podman stop, 10 s before SIGKILL): the container must have ended by itself, exit code 0. */
async function stopWithinTenSeconds(name) {
  const since = Date.now();
  await capture("podman", ["stop", "-t", "10", name], { timeoutMs: 30_000 });
  const elapsed = Date.now() - since;
  const exitCode = (await capture("podman", ["inspect", "--format", "{{.State.ExitCode}}", name])).out.trim();
  const logs = (await capture("podman", ["logs", "--tail", "5", name])).out;
  check(
    exitCode === "0" && elapsed < 10_000 && /SIGTERM: shutting down/.test(logs),
    `${name} ends on SIGTERM with exit code 0 in ${(elapsed / 1000).toFixed(1)} s`,
    `exit code ${exitCode}\n${logs}`,
  );
}

// --- what is inside the image ------------------------------------------------------------------------

/** Walks node_modules: every package directory and every regular file's hash (links left out). */
function describeTree(root) {
  const files = {};
  const packages = [];
  const walk = (dir, rel) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        walk(full, relPath);
      } else if (entry.isFile()) {
        files[relPath] = createHash("sha256").update(fs.readFileSync(full)).digest("hex");
      }
    }
  };
  const findPackages = (dir, rel) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
      if (entry.name.startsWith("@")) {
        for (const scoped of fs.readdirSync(path.join(dir, entry.name), { withFileTypes: true })) {
          if (!scoped.isDirectory()) continue;
          const pkg = `${rel}/${entry.name}/${scoped.name}`;
          packages.push(pkg);
          findPackages(path.join(dir, entry.name, scoped.name, "node_modules"), `${pkg}/node_modules`);
        }
      } else {
        const pkg = `${rel}/${entry.name}`;
        packages.push(pkg);
        findPackages(path.join(dir, entry.name, "node_modules"), `${pkg}/node_modules`);
      }
    }
  };
  walk(root, "");
  findPackages(root, "node_modules");
  return { files, packages };
}

/** The same walk inside the image, by the image's own node (the function's source sent along). */
async function describeImage() {
  const script = `
    const fs = require("node:fs"), path = require("node:path"), { createHash } = require("node:crypto");
    const describeTree = ${describeTree.toString()};
    const tsFiles = [];
    const findTs = (dir) => { for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory() && e.name !== "node_modules") findTs(full);
      else if (e.isFile() && /\\.(ts|tsx|mts|cts)$/.test(e.name)) tsFiles.push(full);
    } };
    findTs("/app");
    let codeWritable = false;
    for (const file of ["/app/build/server.js", "/app/build", "/app/node_modules", "/app/package.json"]) {
      try { fs.accessSync(file, fs.constants.W_OK); codeWritable = true; } catch {}
    }
    const publicBuild = [];
    const list = (dir, rel) => { for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) list(path.join(dir, e.name), rel + e.name + "/"); else publicBuild.push(rel + e.name);
    } };
    list("/app/public/build", "");
    process.stdout.write(JSON.stringify({
      uid: process.getuid(), tsFiles, codeWritable, publicBuild,
      tsx: fs.existsSync("/app/node_modules/tsx"),
      cmd: process.env.npm_lifecycle_event ?? null,
      nodeModules: describeTree("/app/node_modules"),
    }));`;
  const { code, out } = await capture("podman", ["run", "--rm", "--network", "none", IMAGE, "node", "-e", script], {
    timeoutMs: 300_000,
  });
  if (code !== 0) throw new Error(`reading the image failed:\n${out.slice(-2000)}`);
  return JSON.parse(out.slice(out.indexOf("{")));
}

async function checkContents() {
  step("inside the image");
  const image = await describeImage();
  check(image.uid === 1000, `the server runs as uid 1000 (node), not root (uid ${image.uid})`);
  check(!image.codeWritable, "the code (build/, node_modules/, package.json) is read-only for the server");
  check(!image.tsx, "no tsx in the image");
  check(image.tsFiles.length === 0, "no TypeScript file outside node_modules", image.tsFiles.slice(0, 10).join("\n"));
  const config = (await capture("podman", ["inspect", "--format", "{{json .Config.Cmd}}", IMAGE])).out.trim();
  check(config === '["node","build/server.js"]', `the image runs the compiled server: ${config}`);

  // node_modules: the lock file's production packages, each file as the tests' install has it
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, "package-lock.json"), "utf8"));
  const host = describeTree(path.join(ROOT, "node_modules"));
  const installedHere = new Set(host.packages);
  const expected = Object.entries(lock.packages)
    .filter(([key, entry]) => key.startsWith("node_modules/") && !entry.dev && !entry.link)
    // optional packages for other platforms are in the lock but installed nowhere here
    .filter(([key]) => installedHere.has(key))
    .map(([key]) => key)
    .sort();
  const inImage = [...image.nodeModules.packages].sort();
  const missing = expected.filter((key) => !inImage.includes(key));
  const extra = inImage.filter((key) => !expected.includes(key));
  check(
    missing.length === 0 && extra.length === 0,
    `node_modules holds the lock file's ${expected.length} production packages, no more, no less`,
    `missing: ${missing.slice(0, 10).join(", ")}\nextra: ${extra.slice(0, 10).join(", ")}`,
  );
  const differing = Object.entries(image.nodeModules.files)
    .filter(([file]) => file !== ".package-lock.json")
    .filter(([file, hash]) => host.files[file] !== hash)
    .map(([file]) => file);
  check(
    differing.length === 0,
    `each of its ${Object.keys(image.nodeModules.files).length} files in node_modules is the file the tests ran`,
    differing.slice(0, 10).join("\n"),
  );

  // the browser assets: content-hashed names, the same as this checkout's build
  await run("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  const hostAssets = [];
  const list = (dir, rel) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) list(path.join(dir, entry.name), `${rel}${entry.name}/`);
      else hostAssets.push(`${rel}${entry.name}`);
    }
  };
  list(path.join(ROOT, "public/build"), "");
  const sameAssets = JSON.stringify(hostAssets.sort()) === JSON.stringify([...image.publicBuild].sort());
  check(
    sameAssets,
    `its ${image.publicBuild.length} browser assets (scripts, stylesheet) are those of \`npm run build\` here`,
    `only in the image: ${image.publicBuild.filter((f) => !hostAssets.includes(f)).join(", ")}\nonly here: ${hostAssets.filter((f) => !image.publicBuild.includes(f)).join(", ")}`,
  );
}

// --- refusals ----------------------------------------------------------------------------------------

async function checkRefusals() {
  step("the container refuses to start without its secrets");
  const refused = async (env) => {
    const envArgs = Object.entries(env).flatMap(([key, value]) => ["-e", `${key}=${value}`]);
    return capture("podman", ["run", "--rm", "--network", "none", ...envArgs, IMAGE], { timeoutMs: 60_000 });
  };
  const noSecret = await refused({ DEMO_LOGIN: "true" });
  check(
    noSecret.code !== 0 && /SESSION_SECRET: is required/.test(noSecret.out),
    "without SESSION_SECRET it exits, naming SESSION_SECRET",
    noSecret.out.slice(-600),
  );
  const noIssuers = await refused({ SESSION_SECRET });
  check(
    noIssuers.code !== 0 && ["APPLICANT", "COMPANY", "STAFF"].every((u) => noIssuers.out.includes(`OIDC_${u}_ISSUER`)),
    "without issuers (and without DEMO_LOGIN) it exits, naming OIDC_APPLICANT/COMPANY/STAFF_ISSUER",
    noIssuers.out.slice(-600),
  );
}

// --- the image as one container behind a port mapping -------------------------------------------------

async function checkMappedContainer() {
  const outside = `http://localhost:${PORTS.mapped}`;
  step(`one container, port ${PORTS.mapped} outside → 3000 inside, PUBLIC_URL=${outside}, read-only`);
  // a named volume for /data, as docs/operations.md ("Run it in production") says
  const volume = `${RUN}-data`;
  onCleanup(`volume ${volume}`, () => capture("podman", ["volume", "rm", "-f", volume]));
  const name = await startContainer(
    `${RUN}-mapped`,
    ["-p", `127.0.0.1:${PORTS.mapped}:3000`, "-v", `${volume}:/data`, "--read-only"],
    {
      PUBLIC_URL: outside,
      SESSION_SECRET,
      // the development providers and the development sign-in the journeys use: production never offers
      // them (DEV_TOOLS is ignored there), so this container runs in test mode
      NODE_ENV: "test",
      DEV_TOOLS: "true",
      SEED_TEST_ACCOUNTS: "true",
      // every journey comes from this one address (as in playwright.config.ts)
      LOGIN_RATE_LIMIT: "500",
    },
  );
  await waitHealthy(name, `${outside}/readyz`);
  pass("healthy (its HEALTHCHECK passes) and ready");
  const journeys = await capture("npx", ["playwright", "test", "-c", "playwright.image.config.ts"], {
    env: { ...process.env, IMAGE_BASE_URL: outside },
    timeoutMs: 1_200_000,
  });
  console.log(
    journeys.out
      .split("\n")
      .filter((line) => /✓|✘|passed|failed|skipped|Error/.test(line))
      .join("\n"),
  );
  check(
    journeys.code === 0,
    "console-clean crawl (both units, advisor console) and one login journey per unit pass against the container",
    journeys.out.slice(-4000),
  );
  await stopWithinTenSeconds(name);
}

// --- compose.yaml ------------------------------------------------------------------------------------

async function checkComposeFile() {
  step("compose.yaml");
  const env = {
    ...process.env,
    SESSION_SECRET,
    POSTGRES_PASSWORD: "image-test-postgres",
    S3_SECRET_ACCESS_KEY: "image-test-s3-secret",
    METRICS_TOKEN: "image-test-metrics-token",
  };
  // read as podman-compose reads it (its YAML loader, its variable substitution and dependency order;
  // Debian's podman-compose 1.0.3 has no `config` command, and its --dry-run still creates volumes)
  const readCompose = (environment) =>
    capture(
      // Debian's Python, where podman-compose and its YAML loader are installed
      "/usr/bin/python3",
      [
        "-c",
        [
          "import json, os, yaml, podman_compose as pc",
          "raw = yaml.safe_load(open('compose.yaml'))",
          "resolved = pc.normalize(pc.rec_subs(raw, dict(os.environ)))",
          "pc.flat_deps(resolved['services'])",
          "print(json.dumps({'raw': raw, 'resolved': resolved}, default=sorted))",
        ].join("\n"),
      ],
      { env: environment },
    );
  const parsed = await readCompose(env);
  if (!check(parsed.code === 0, "podman-compose reads it and resolves its variables", parsed.out.slice(-1500))) return;
  const withoutSecrets = await readCompose({ PATH: process.env.PATH });
  check(
    withoutSecrets.code !== 0 && /set SESSION_SECRET in \.env/.test(withoutSecrets.out),
    "without the secrets in .env it refuses, naming them",
    withoutSecrets.out.slice(-600),
  );
  const { raw: compose, resolved } = JSON.parse(parsed.out);
  const version = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).version;
  for (const [service, definition] of Object.entries(compose.services)) {
    const image = definition.image ?? "";
    // registry host (with a dot, or localhost for the image built here) / path : tag (not latest)
    const qualified = /^(localhost|[a-z0-9-]+(\.[a-z0-9-]+)+)(:\d+)?\/[a-z0-9._/-]+:[A-Za-z0-9._-]+$/.test(image);
    const pinned = !/:latest$/.test(image) && /:v?\d+(\.\d+)+/.test(image);
    check(qualified && pinned, `service ${service}: ${image} is fully qualified and pinned to a version`);
    if (definition.build)
      check(image === `localhost/tandem:${version}`, `service ${service} builds localhost/tandem:${version}`);
  }
  const portals = Object.entries(compose.services).filter(([, d]) => d.environment?.PUBLIC_URL);
  check(portals.length >= 2, `${portals.length} portal services`);
  const migrate = compose.services.migrate;
  check(
    JSON.stringify(migrate?.command) === '["node","build/migrate.js"]' &&
      portals.every(([, d]) => d.depends_on?.migrate?.condition === "service_completed_successfully"),
    "the migrations run once, before the portals start (service migrate)",
  );
  for (const [service, definition] of portals) {
    check(
      /^\$\{DEV_TOOLS:-false\}$/.test(String(definition.environment?.DEV_TOOLS ?? "")) &&
        resolved.services[service].environment.DEV_TOOLS === "false",
      `service ${service}: DEV_TOOLS is off unless the operator sets it`,
    );
    check(
      JSON.stringify(definition.healthcheck?.test ?? "").includes("/readyz"),
      `service ${service}: its health check asks /readyz`,
    );
  }
}

/** The Kubernetes example: probes that mean what they say, migrations before the portal container. */
async function checkKubernetesManifest() {
  step("deploy/kubernetes/tandem.yaml");
  const parsed = await capture("/usr/bin/python3", [
    "-c",
    "import json, yaml; print(json.dumps(list(yaml.safe_load_all(open('deploy/kubernetes/tandem.yaml')))))",
  ]);
  if (!check(parsed.code === 0, "it is valid YAML", parsed.out)) return;
  const deployment = JSON.parse(parsed.out).find((doc) => doc?.kind === "Deployment");
  const pod = deployment?.spec?.template?.spec ?? {};
  const portal = pod.containers?.find((c) => c.name === "portal") ?? {};
  check(portal.readinessProbe?.httpGet?.path === "/readyz", "readiness probe: /readyz");
  check(portal.livenessProbe?.httpGet?.path === "/healthz", "liveness probe: /healthz (no dependency)");
  const init = pod.initContainers?.[0];
  check(
    JSON.stringify(init?.command) === '["node","build/migrate.js"]' && init?.image === portal.image,
    "the migrations run in an init container of the same image, before the portal container starts",
  );
}

/** The compose topology with this image (no registry here): two portals, PostgreSQL, S3, nginx. */
async function checkSharedTopology() {
  step("the compose topology on the host network: two portals, PostgreSQL, radosgw (S3), nginx");
  await ensurePackages();
  const [postgres, s3] = await Promise.all([startPostgres(), startS3()]);
  const publicUrl = `http://localhost:${PORTS.proxy}`;
  const env = {
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: "true",
    HOST: "127.0.0.1",
    SESSION_SECRET,
    DATABASE_URL: postgres.url,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    // production without external providers: the demonstration's login providers and demo data
    DEMO_LOGIN: "true",
  };
  // the migrations first, by the image's migration command (the Kubernetes init container's)
  const envArgs = Object.entries(env).flatMap(([key, value]) => ["-e", `${key}=${value}`]);
  const migrate = await capture("podman", [
    "run",
    "--rm",
    "--network",
    "host",
    ...envArgs,
    IMAGE,
    "node",
    "build/migrate.js",
  ]);
  check(
    migrate.code === 0 && /migrations applied \(postgres\)/.test(migrate.out),
    "build/migrate.js migrates",
    migrate.out,
  );
  const portals = [];
  for (const [key, port] of [
    ["a", PORTS.portalA],
    ["b", PORTS.portalB],
  ]) {
    const name = await startContainer(`${RUN}-portal-${key}`, ["--network", "host", "--read-only"], {
      ...env,
      PORT: String(port),
    });
    portals.push({ name, url: `http://127.0.0.1:${port}` });
  }
  for (const portal of portals) await waitHealthy(portal.name, `${portal.url}/readyz`);
  pass("both portals healthy and ready on PostgreSQL and S3");
  const proxy = await startNginx({
    dir: tempDir("image-nginx"),
    port: PORTS.proxy,
    upstreams: [{ port: PORTS.portalA }, { port: PORTS.portalB }],
  });
  check((await status(`${proxy.url}/readyz`)) === 200, "ready through nginx");
  check([200, 302].includes(await status(`${proxy.url}/`)), "the start page answers through nginx");

  // the database goes away: unready, still alive, not restarted
  const data = path.join(postgres.dir, "data");
  const pgCtl = (...args) => sh("runuser", ["-u", "postgres", "--", path.join(PG_BIN, "pg_ctl"), "-D", data, ...args]);
  await pgCtl("-m", "fast", "-w", "stop");
  for (const portal of portals) {
    const unready = await waitFor(
      `${portal.name} unready`,
      async () => (await status(`${portal.url}/readyz`)) === 503,
      20_000,
      500,
    ).then(
      () => true,
      () => false,
    );
    check(unready, `${portal.name}: /readyz answers 503 while the database is down`);
    check((await status(`${portal.url}/healthz`)) === 200, `${portal.name}: /healthz still answers 200 (liveness)`);
    check(
      (await capture("podman", ["healthcheck", "run", portal.name])).code === 0,
      `${portal.name}: its HEALTHCHECK still passes`,
    );
  }
  await sleep(2_000);
  for (const portal of portals) {
    const running = (await capture("podman", ["inspect", "--format", "{{.State.Running}}", portal.name])).out.trim();
    check(running === "true", `${portal.name} keeps running through the outage`);
  }
  await pgCtl(
    "-l",
    path.join(postgres.dir, "postgres.log"),
    "-w",
    "-o",
    `-p ${postgres.port} -k ${postgres.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
    "start",
  );
  for (const portal of portals) {
    const ready = await waitFor(
      `${portal.name} ready again`,
      async () => (await status(`${portal.url}/readyz`)) === 200,
      30_000,
      500,
    ).then(
      () => true,
      () => false,
    );
    check(ready, `${portal.name}: ready again once the database is back`);
  }
  for (const portal of portals) await stopWithinTenSeconds(portal.name);
}

// --- main --------------------------------------------------------------------------------------------

cleanUpOnInterrupt();
try {
  step("podman and the local base image (scripts/image/podman-setup.sh)");
  const setup = await capture("bash", ["scripts/image/podman-setup.sh"], { timeoutMs: 900_000 });
  if (setup.code !== 0) throw new Error(`podman-setup.sh failed:\n${setup.out}`);
  const baseImage = setup.out.trim().split("\n").at(-1);
  pass(`base image ${baseImage}`);

  step(`building ${IMAGE}`);
  const buildStarted = Date.now();
  // IMAGE_TEST_REUSE=1: take an image built before under IMAGE_TAG (while working on this script)
  if (process.env.IMAGE_TEST_REUSE !== "1")
    await run("podman", [
      "build",
      "--format",
      "docker",
      "--network",
      "host",
      "--build-arg",
      `NODE_IMAGE=${baseImage}`,
      "-t",
      IMAGE,
      ".",
    ]);
  pass(`built in ${seconds(buildStarted)} s`);
  // the previous build's images (untagged now) would fill the disk run by run; npm's cache mount stays
  await capture("podman", ["image", "prune", "-f"]);

  // IMAGE_TEST_ONLY=contents,refusals,compose,kubernetes,mapped,topology: some of the parts (while working on them)
  const only = process.env.IMAGE_TEST_ONLY?.split(",");
  const parts = {
    contents: checkContents,
    refusals: checkRefusals,
    compose: checkComposeFile,
    kubernetes: checkKubernetesManifest,
    mapped: checkMappedContainer,
    topology: checkSharedTopology,
  };
  for (const [part, checkPart] of Object.entries(parts)) if (!only || only.includes(part)) await checkPart();
} catch (error) {
  failures.push(error.message);
  console.error(`\nFAIL ${error.message}`);
}
await cleanup();
console.log(`\n${failures.length === 0 ? "PASS" : `FAIL (${failures.length})`} test:image in ${seconds(started)} s`);
for (const failure of failures) console.log(`  - ${failure.split("\n")[0]}`);
process.exit(failures.length === 0 ? 0 : 1);
