#!/usr/bin/env node
import fs from "node:fs";
// load-test.mjs — bounded loopback load test of one URL with autocannon (npm), printing req/s and latency percentiles.
// Usage: node load-test.mjs --url http://127.0.0.1:3000/ [--connections 20] [--duration 15] [--warmup 3]
//        [--method GET|POST] [--body 'a=1&b=2'] [--header 'content-type: application/x-www-form-urlencoded']
//        [--budget '{"p99Ms":500,"minRps":200,"maxErrors":0}'] [--json out.json]
// Only loopback URLs are accepted. Pin server and load generator to different cores for stable numbers, e.g.
//   taskset -c 0 node server.js &   taskset -c 1 node load-test.mjs --url ...
import autocannon from "autocannon";

const a = process.argv.slice(2);
const o = {
  connections: 20,
  duration: 15,
  warmup: 3,
  method: "GET",
  headers: {},
  body: undefined,
  budget: null,
  json: null,
};
for (let i = 0; i < a.length; i++) {
  const k = a[i],
    v = () => a[++i];
  if (k === "--url") o.url = v();
  else if (k === "--connections") o.connections = +v();
  else if (k === "--duration") o.duration = +v();
  else if (k === "--warmup") o.warmup = +v();
  else if (k === "--method") o.method = v();
  else if (k === "--body") o.body = v();
  else if (k === "--header") {
    const [h, ...r] = v().split(":");
    o.headers[h.trim()] = r.join(":").trim();
  } else if (k === "--budget") o.budget = JSON.parse(v());
  else if (k === "--json") o.json = v();
  else {
    console.error(`unknown ${k}`);
    process.exit(2);
  }
}
if (!o.url || !["127.0.0.1", "localhost", "[::1]"].includes(new URL(o.url).hostname)) {
  console.error("need a loopback --url");
  process.exit(2);
}
if (o.duration > 300) {
  console.error("--duration is capped at 300 s");
  process.exit(2);
}

const run = (duration) =>
  autocannon({
    url: o.url,
    connections: o.connections,
    duration,
    method: o.method,
    headers: o.headers,
    body: o.body,
    timeout: 10,
  });
if (o.warmup > 0) await run(o.warmup);
const r = await run(o.duration);
const out = {
  url: o.url,
  method: o.method,
  connections: o.connections,
  durationS: o.duration,
  rpsMean: r.requests.average,
  rpsP50: r.requests.p50,
  requestsTotal: r.requests.total,
  latencyMs: {
    p50: r.latency.p50,
    p90: r.latency.p90,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    max: r.latency.max,
    mean: r.latency.average,
  },
  status2xx: r["2xx"],
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  throughputKBps: Math.round(r.throughput.average / 1024),
};
console.log(JSON.stringify(out, null, 2));
let fail = 0;
if (o.budget) {
  const checks = [
    ["p99Ms", out.latencyMs.p99, (x, b) => x <= b],
    ["p50Ms", out.latencyMs.p50, (x, b) => x <= b],
    ["minRps", out.rpsMean, (x, b) => x >= b],
    ["maxErrors", out.errors + out.timeouts + out.non2xx, (x, b) => x <= b],
  ];
  for (const [name, val, ok] of checks)
    if (o.budget[name] != null) {
      const pass = ok(val, o.budget[name]);
      if (!pass) fail++;
      console.log(`${pass ? "PASS" : "FAIL"} ${name}: ${val} (budget ${o.budget[name]})`);
    }
}
if (o.json) fs.writeFileSync(o.json, JSON.stringify(out, null, 2));
process.exit(fail ? 1 : 0);
