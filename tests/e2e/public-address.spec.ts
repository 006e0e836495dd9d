/**
 * The public address and the server's own address differ, as in a container with a port mapping or
 * behind a proxy: the browser knows only PUBLIC_URL, which the server cannot reach. The server reaches its
 * development providers (and its in-process API) over its own listening address (app/oidc.server.ts,
 * `backchannel`), and an applicant logs in through the public address.
 *
 * A server of its own for this file: on E2E_PORT+30 (127.0.0.1), behind a small proxy on E2E_PORT+31 that
 * passes the Host header on, as nginx does. PUBLIC_URL names a host only the browser resolves
 * (Chromium's host-resolver rules): from the server, a request to it fails, so a login that still fetched
 * its provider at PUBLIC_URL fails here.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_PASSWORD } from "../../contracts/demo-accounts";
import { demoAccount, expect, test } from "./fixtures";

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const INNER_PORT = E2E_PORT + 30;
const OUTER_PORT = E2E_PORT + 31;
const PUBLIC_HOST = "tandem-public.test";
const PUBLIC_URL = `http://${PUBLIC_HOST}:${OUTER_PORT}`;

let server: ChildProcess | undefined;
let proxy: http.Server | undefined;
let dataDir: string | undefined;
let serverOutput = "";

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--no-first-run",
      "--disable-quic",
      `--host-resolver-rules=MAP ${PUBLIC_HOST} 127.0.0.1`,
    ],
  },
});

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "tandem-public-address-"));
  server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(INNER_PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL,
      TRUST_PROXY: "true",
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      DEV_TOOLS: "true",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [server.stdout, server.stderr]) {
    stream?.on("data", (chunk) => {
      serverOutput = (serverOutput + chunk).slice(-4_000);
    });
  }
  // the proxy: the public port, the Host header passed on unchanged
  proxy = http.createServer((req, res) => {
    const upstream = http.request(
      { host: "127.0.0.1", port: INNER_PORT, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy?.listen(OUTER_PORT, "127.0.0.1", resolve));
  const until = Date.now() + 150_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited during start:\n${serverOutput}`);
    const ok = await fetch(`http://127.0.0.1:${INNER_PORT}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) throw new Error(`the server did not start:\n${serverOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("an applicant logs in through a public address the server itself cannot reach", async ({ page }) => {
  // the premise: from the server's side, the public address leads nowhere
  const fromServer = await fetch(`${PUBLIC_URL}/healthz`).then(
    () => "reached",
    () => "unreachable",
  );
  expect(fromServer).toBe("unreachable");

  const account = demoAccount("applicant-lena");
  await page.goto(`${PUBLIC_URL}/ds/home`);
  expect(page.url(), `the login started (the server's output:\n${serverOutput})`).not.toContain("/auth/failed");
  // the provider's login page, at the public address (its discovery document names public endpoints)
  await expect(page).toHaveURL(new RegExp(`^${PUBLIC_URL}/idp/applicant/interaction/`));
  await page.getByLabel("E-Mail-Adresse").fill(account.email);
  await page.getByLabel("Passwort").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Anmelden" }).click();
  // back at the portal, signed in: the token exchange went over the server's own address
  await expect(page).toHaveURL(`${PUBLIC_URL}/ds/home`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Hallo Lena!$/);
  expect(serverOutput, "the server's output").not.toMatch(/ENOTFOUND|ECONNREFUSED|discovery of .* failed/);
});
