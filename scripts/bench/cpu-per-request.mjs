/**
 * Server CPU time per request of one page, for an A/B comparison of two running servers (each started
 * with DEV_TOOLS=true, on 127.0.0.1): the servers are measured in turn, round after round (interleaved, so
 * that a change in the machine's load falls on both), each round a number of sequential requests with a
 * signed-in applicant's cookie and `Accept-Encoding: br` as a browser sends it. The CPU time is the server
 * process's own (user + system, all its threads: rendering, compression) from /proc, so other load on the
 * machine counts less than in a load test's requests per second. Linux only.
 *
 *   node scripts/bench/cpu-per-request.mjs --server A=http://127.0.0.1:3511,<pid> \
 *     --server B=http://127.0.0.1:3510,<pid> [--path /ds/application/data/1] [--rounds 8] [--requests 100]
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const PATH = option("path", "/ds/application/data/1");
const ROUNDS = Number(option("rounds", "8"));
const REQUESTS = Number(option("requests", "100"));
const servers = args
  .flatMap((arg, i) => (arg === "--server" ? [args[i + 1]] : []))
  .map((spec) => {
    const [label, rest] = spec.split("=");
    const [base, pid] = rest.split(",");
    return { label, base, pid: Number(pid), cookie: "", samples: [] };
  });
if (servers.length < 2) throw new Error("name two servers: --server A=URL,PID --server B=URL,PID");

const TICK_MS = 1000 / 100; // USER_HZ, 100 on Linux
/** User + system CPU of a process so far, in ms. */
function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function signIn(server) {
  const response = await fetch(`${server.base}/dev/sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
    body: new URLSearchParams({ issuer: "applicant", sub: "applicant-lena", returnTo: "/ds/home" }),
    redirect: "manual",
  });
  server.cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (response.status !== 302 || !server.cookie)
    throw new Error(`${server.label}: sign-in answered ${response.status}`);
}

const agent = new http.Agent({ keepAlive: true });
/** One page as a browser loads it: compressed, on a kept-alive connection, taking the renewed cookie. */
function load(server) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${server.base}${PATH}`,
      { agent, headers: { Cookie: server.cookie, "Accept-Encoding": "br" } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`${server.label}: ${PATH} answered ${response.statusCode}`));
        const renewed = response.headers["set-cookie"]?.map((c) => c.split(";")[0]);
        if (renewed?.length) server.cookie = renewed.join("; ");
        let bytes = 0;
        response.on("data", (chunk) => {
          bytes += chunk.length;
        });
        response.on("end", () => resolve(bytes));
      },
    );
    request.on("error", reject);
  });
}

async function round(server) {
  let bytes = 0;
  const before = cpuMs(server.pid);
  for (let i = 0; i < REQUESTS; i++) bytes += await load(server);
  const ms = (cpuMs(server.pid) - before) / REQUESTS;
  server.samples.push(ms);
  return { ms, bytes: bytes / REQUESTS };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

for (const server of servers) {
  await signIn(server);
  await round(server); // warm-up: compiled code, caches, the first render of the page
  server.samples = [];
}
console.log(`${PATH}: ${ROUNDS} rounds of ${REQUESTS} requests each, interleaved; load ${os.loadavg()[0].toFixed(1)}`);
for (let r = 0; r < ROUNDS; r++) {
  // the order alternates, so that neither always follows the other
  const order = r % 2 ? [...servers].reverse() : servers;
  for (const server of order) {
    const { ms, bytes } = await round(server);
    console.log(`round ${r + 1} ${server.label}: ${ms.toFixed(2)} ms CPU per request, ${Math.round(bytes)} bytes (br)`);
  }
}
for (const server of servers) {
  const mean = server.samples.reduce((a, b) => a + b, 0) / server.samples.length;
  console.log(
    `${server.label}: median ${median(server.samples).toFixed(2)} ms, mean ${mean.toFixed(2)} ms CPU per request`,
  );
}
