#!/usr/bin/env node
import fs from "node:fs";
// measure-page.mjs — lab page-load measurement for loopback URLs, via Playwright + Chrome DevTools Protocol.
//
// Per URL, per JS mode (on/off), per run (fresh browser context = cold cache):
//   TTFB, FCP, LCP (+ element), CLS (session-window), DCL, load, transferred bytes by type
//   (document/script/stylesheet/image/font/fetch/other, wire bytes incl. headers, plus decoded body bytes),
//   request count, main-thread time (CDP Performance.getMetrics), long tasks + TBT (JS on only),
//   "form ready" time (selector visible), "interactive" time (lab approximation, see below),
//   and optionally the time for a real form submission (click submit -> next page loaded).
// Throttling: Network.emulateNetworkConditions + Emulation.setCPUThrottlingRate on a CDP session,
// presets copied from Chrome DevTools' SDK/NetworkManager (Slow 4G / Fast 4G / Slow 3G).
//
// Usage:
//   node measure-page.mjs --url http://127.0.0.1:3000/ [--url ...] [--runs 3] [--network slow4g|fast4g|slow3g|none]
//        [--cpu 4] [--js both|on|off] [--form 'form#apply button[type=submit]'] [--ready 'html[data-hydrated]']
//        [--submit] [--done 'h1:has-text("received")'] [--inp 'input#f0'] [--json out.json] [--chromium /usr/bin/chromium]
//        [--timeout 60000] [--budget budget.json] [--warmup 2] [--quiet] [--storage-state state.json]
//   --submit  clicks the --form selector after load and times until the next page has loaded (URL change), or until the
//             --done selector is visible (use --done for same-URL submissions such as validation errors).
//   --inp     (JS on) types 20 characters into this field after load and reports the longest Event Timing duration
//             (a lab stand-in for INP on long forms).
//   --storage-state  a Playwright storage state (cookies) every fresh context starts with: pages behind a login.
// (Copied from ../shared/tools/perf for `npm run bench`; this copy adds --storage-state.)
// Only 127.0.0.1 / localhost / ::1 URLs are accepted; other hosts are also blocked inside Chromium.
import { chromium } from "playwright-core";

// ---------- arguments ----------
const argv = process.argv.slice(2);
const opts = {
  urls: [],
  runs: 3,
  network: "slow4g",
  cpu: 4,
  js: "both",
  form: null,
  ready: null,
  submit: false,
  json: null,
  chromium: "/usr/bin/chromium",
  timeout: 60000,
  budget: null,
  quiet: false,
  warmup: 2,
  done: null,
  inp: null,
  storageState: null,
};
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  const next = () => argv[++i];
  if (a === "--url") opts.urls.push(next());
  else if (a === "--runs") opts.runs = Number(next());
  else if (a === "--network") opts.network = next();
  else if (a === "--cpu") opts.cpu = Number(next());
  else if (a === "--js") opts.js = next();
  else if (a === "--form") opts.form = next();
  else if (a === "--ready") opts.ready = next();
  else if (a === "--submit") opts.submit = true;
  else if (a === "--json") opts.json = next();
  else if (a === "--chromium") opts.chromium = next();
  else if (a === "--timeout") opts.timeout = Number(next());
  else if (a === "--budget") opts.budget = JSON.parse(fs.readFileSync(next(), "utf8"));
  else if (a === "--quiet") opts.quiet = true;
  else if (a === "--warmup") opts.warmup = Number(next());
  else if (a === "--done") opts.done = next();
  else if (a === "--inp") opts.inp = next();
  else if (a === "--storage-state") opts.storageState = next();
  else if (a === "-h" || a === "--help") {
    console.log(
      fs
        .readFileSync(new URL(import.meta.url), "utf8")
        .split("\n")
        .slice(1, 20)
        .join("\n"),
    );
    process.exit(0);
  } else {
    console.error(`unknown argument ${a}`);
    process.exit(2);
  }
}
if (!opts.urls.length) {
  console.error("need at least one --url");
  process.exit(2);
}
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);
for (const u of opts.urls) {
  const h = new URL(u).hostname;
  if (!LOOPBACK.has(h)) {
    console.error(`refusing non-loopback URL ${u}`);
    process.exit(2);
  }
}

// ---------- presets (Chrome DevTools front_end/core/sdk/NetworkManager.ts) ----------
// latency is the per-request latency DevTools applies (target RTT x adjustment factor); throughput in bytes/s.
const NETWORK = {
  // "Slow 4G" (called "Fast 3G" before May 2024): 150 ms RTT x3.75, 1.6 Mbps x0.9 down, 750 kbps x0.9 up
  slow4g: {
    latency: 150 * 3.75,
    downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
    uploadThroughput: ((750 * 1000) / 8) * 0.9,
    connectionType: "cellular4g",
  },
  // "Fast 4G": 60 ms RTT x2.75, 9 Mbps x0.9 down, 1.5 Mbps x0.9 up
  fast4g: {
    latency: 60 * 2.75,
    downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
    uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
    connectionType: "cellular4g",
  },
  // "Slow 3G": 400 ms RTT x5, 500 kbps x0.8 both ways
  slow3g: {
    latency: 400 * 5,
    downloadThroughput: ((500 * 1000) / 8) * 0.8,
    uploadThroughput: ((500 * 1000) / 8) * 0.8,
    connectionType: "cellular3g",
  },
  none: null,
};
if (!(opts.network in NETWORK)) {
  console.error(`--network must be one of ${Object.keys(NETWORK).join(", ")}`);
  process.exit(2);
}
const modes = opts.js === "both" ? [true, false] : [opts.js !== "off"];

// Lighthouse mobile screen (moto g power 2022): 412x823 @1.75
const DEVICE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
};

// ---------- helpers ----------
/** React's messages for a render that differs between server and browser (development and production). */
const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|423|425)\b/i;
const median = (xs) => {
  const v = xs.filter((x) => typeof x === "number" && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const r1 = (x) => (x == null ? null : Math.round(x * 10) / 10);
function clsSessionWindows(shifts) {
  // web.dev CLS definition: max session window (gap < 1 s, window <= 5 s)
  let max = 0,
    cur = 0,
    first = 0,
    last = 0;
  for (const s of shifts.filter((x) => !x.hadRecentInput).sort((a, b) => a.t - b.t)) {
    if (cur && s.t - last < 1000 && s.t - first < 5000) {
      cur += s.value;
      last = s.t;
    } else {
      cur = s.value;
      first = last = s.t;
    }
    max = Math.max(max, cur);
  }
  return max;
}
function typeBucket(cdpType, mime) {
  switch (cdpType) {
    case "Document":
      return "document";
    case "Script":
      return "script";
    case "Stylesheet":
      return "stylesheet";
    case "Image":
      return "image";
    case "Font":
      return "font";
    case "XHR":
    case "Fetch":
      return "fetch";
    default:
      return /javascript/.test(mime || "") ? "script" : "other";
  }
}

// Runs in the page before any page script (JS-on only): long tasks + time the --ready selector first matched.
const INIT = (readySel) => {
  window.__perf = { longTasks: [], readyAt: null, events: [] };
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (e.interactionId) window.__perf.events.push(e.duration);
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
  } catch {}
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
  } catch {}
  if (readySel) {
    const check = () => {
      if (window.__perf.readyAt == null && document.querySelector(readySel)) window.__perf.readyAt = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
    document.addEventListener("DOMContentLoaded", check);
  }
};

async function measureOnce(browser, url, jsOn) {
  const context = await browser.newContext({
    ...DEVICE,
    javaScriptEnabled: jsOn,
    storageState: opts.storageState ?? undefined,
  });
  const page = await context.newPage();
  if (jsOn) await page.addInitScript(INIT, opts.ready);
  // React reports a server/client difference as a console error or a page error (#418, #423, #425)
  let hydrationErrors = 0;
  const countHydrationError = (text) => {
    if (HYDRATION_ERROR.test(text)) hydrationErrors++;
  };
  page.on("console", (message) => {
    if (message.type() === "error") countHydrationError(message.text());
  });
  page.on("pageerror", (error) => countHydrationError(String(error?.message ?? error)));
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (NETWORK[opts.network])
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...NETWORK[opts.network] });
  if (opts.cpu > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: opts.cpu });
  await cdp.send("Performance.enable", { timeDomain: "timeTicks" });

  // Network accounting (wire bytes = encodedDataLength incl. headers)
  const reqs = new Map();
  const foreign = [];
  const doc = { sent: null, headers: null };
  cdp.on("Network.requestWillBeSent", (e) => {
    if (e.type === "Document" && doc.sent == null) doc.sent = e.timestamp;
    const h = new URL(e.request.url).hostname;
    if (e.request.url.startsWith("http") && !LOOPBACK.has(h)) foreign.push(e.request.url);
    if (!reqs.has(e.requestId)) reqs.set(e.requestId, { url: e.request.url, type: e.type, bytes: 0, done: false });
  });
  cdp.on("Network.responseReceived", (e) => {
    if (e.type === "Document" && doc.headers == null) doc.headers = e.timestamp;
    const r = reqs.get(e.requestId);
    if (r) {
      r.type = e.type;
      r.mime = e.response.mimeType;
      r.status = e.response.status;
    }
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = reqs.get(e.requestId);
    if (r) {
      r.bytes = e.encodedDataLength;
      r.done = true;
    }
  });
  cdp.on("Network.loadingFailed", (e) => {
    const r = reqs.get(e.requestId);
    if (r) {
      r.failed = e.errorText || (e.canceled ? "canceled" : "failed");
      r.done = true;
    }
  });

  // LCP + layout shifts via the CDP PerformanceTimeline domain: works with page JS disabled too.
  const lcp = [];
  const shifts = [];
  cdp.on("PerformanceTimeline.timelineEventAdded", ({ event }) => {
    if (event.type === "largest-contentful-paint")
      lcp.push({
        t: (event.lcpDetails.renderTime || event.lcpDetails.loadTime) * 1000,
        size: event.lcpDetails.size,
        id: event.lcpDetails.elementId,
        url: event.lcpDetails.url,
      });
    if (event.type === "layout-shift")
      shifts.push({
        t: event.time * 1000,
        value: event.layoutShiftDetails.value,
        hadRecentInput: event.layoutShiftDetails.hadRecentInput,
      });
  });
  await cdp.send("PerformanceTimeline.enable", { eventTypes: ["largest-contentful-paint", "layout-shift"] });

  const t0 = Date.now();
  let formReadyMs = null;
  const formWait = opts.form
    ? page
        .waitForSelector(opts.form, { state: "visible", timeout: opts.timeout })
        .then(() => page.evaluate(() => performance.now()))
        .then((t) => {
          formReadyMs = t;
        })
        .catch(() => {})
    : Promise.resolve();
  const resp = await page.goto(url, { waitUntil: "load", timeout: opts.timeout });
  const finalUrl = page.url();
  await formWait;
  // let late LCP candidates / long tasks / network settle
  try {
    await page.waitForLoadState("networkidle", { timeout: 15000 });
  } catch {}
  await page.waitForTimeout(1000);

  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0];
    const fcp = performance.getEntriesByName("first-contentful-paint")[0];
    const res = performance.getEntriesByType("resource").map((r) => ({
      name: r.name,
      type: r.initiatorType,
      transfer: r.transferSize,
      encoded: r.encodedBodySize,
      decoded: r.decodedBodySize,
    }));
    return {
      timeOrigin: performance.timeOrigin,
      ttfb: nav.responseStart - nav.startTime,
      dcl: nav.domContentLoadedEventEnd,
      load: nav.loadEventEnd,
      fcp: fcp ? fcp.startTime : null,
      htmlDecoded: nav.decodedBodySize,
      htmlEncoded: nav.encodedBodySize,
      decodedTotal: nav.decodedBodySize + res.reduce((s, r) => s + r.decoded, 0),
      perf: window.__perf || null,
    };
  });
  const metrics = Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]));

  const lastLcp = lcp.length ? lcp[lcp.length - 1] : null;
  const lcpMs = lastLcp ? lastLcp.t - timing.timeOrigin : null;
  const cls = clsSessionWindows(shifts.map((s) => ({ ...s, t: s.t - timing.timeOrigin })));

  const bytes = { document: 0, script: 0, stylesheet: 0, image: 0, font: 0, fetch: 0, other: 0, total: 0 };
  for (const r of reqs.values()) {
    const b = typeBucket(r.type, r.mime);
    bytes[b] += r.bytes;
    bytes.total += r.bytes;
  }

  let longTasks = null,
    tbt = null,
    lastLongTaskEnd = null;
  if (timing.perf) {
    longTasks = timing.perf.longTasks.length;
    tbt = timing.perf.longTasks
      .filter(([s]) => timing.fcp == null || s >= timing.fcp)
      .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    lastLongTaskEnd = timing.perf.longTasks.reduce((m, [s, d]) => Math.max(m, s + d), 0) || null;
  }
  // "Interactive" (lab approximation, not Lighthouse's exact TTI):
  //  JS off: the native form works once it is parsed and painted -> max(FCP, form visible).
  //  JS on : max(FCP, DCL, end of last long task, --ready selector time if given).
  const interactiveMs = jsOn
    ? Math.max(timing.fcp ?? 0, timing.dcl, lastLongTaskEnd ?? 0, timing.perf?.readyAt ?? 0)
    : Math.max(timing.fcp ?? 0, formReadyMs ?? 0);

  let inpMs = null;
  if (opts.inp && jsOn) {
    try {
      await page.click(opts.inp);
      await page.keyboard.type("abcdefghijklmnopqrst", { delay: 50 });
      await page.waitForTimeout(500);
      inpMs = await page.evaluate(() => (window.__perf.events.length ? Math.max(...window.__perf.events) : 0));
    } catch {
      inpMs = null;
    }
  }
  let submitMs = null;
  if (opts.submit && opts.form) {
    const before = page.url();
    const ts = Date.now();
    try {
      const waitDone = opts.done
        ? page.waitForSelector(opts.done, { state: "visible", timeout: opts.timeout })
        : page.waitForURL((u) => u.toString() !== before, { timeout: opts.timeout, waitUntil: "load" });
      await Promise.all([waitDone, page.click(opts.form, { timeout: opts.timeout })]);
      submitMs = Date.now() - ts;
    } catch (e) {
      submitMs = `failed: ${e.message.split("\n")[0]}`;
    }
  }
  await context.close();
  return {
    url,
    finalUrl: finalUrl,
    js: jsOn ? "on" : "off",
    status: resp ? resp.status() : null,
    wallMs: Date.now() - t0,
    // ttfbMs: navigation request sent -> response headers delivered to the renderer (CDP event times; includes the
    // emulated latency). serverTtfbMs: Navigation Timing responseStart, which Chrome reports from the network stack
    // *before* DevTools throttling is applied, so it is ~ the loopback server time.
    ttfbMs: doc.sent != null && doc.headers != null ? r1((doc.headers - doc.sent) * 1000) : null,
    serverTtfbMs: r1(timing.ttfb),
    fcpMs: r1(timing.fcp),
    lcpMs: r1(lcpMs),
    lcpElement: lastLcp ? lastLcp.url || lastLcp.id || `size ${lastLcp.size}` : null,
    cls: Math.round(cls * 1000) / 1000,
    dclMs: r1(timing.dcl),
    loadMs: r1(timing.load),
    formReadyMs: r1(formReadyMs),
    interactiveMs: r1(interactiveMs),
    readySelectorMs: r1(timing.perf?.readyAt ?? null),
    longTasks,
    tbtMs: r1(tbt),
    inpMs: r1(inpMs),
    hydrationErrors,
    submitMs,
    requests: [...reqs.values()].filter((r) => r.done && !r.failed).length,
    failedRequests: [...reqs.values()].filter((r) => r.failed !== undefined).map((r) => r.url),
    bytes,
    decodedBytes: timing.decodedTotal,
    mainThreadMs: {
      task: r1(metrics.TaskDuration * 1000),
      script: r1(metrics.ScriptDuration * 1000),
      layout: r1(metrics.LayoutDuration * 1000),
      styleRecalc: r1(metrics.RecalcStyleDuration * 1000),
    },
    foreignRequests: foreign,
  };
}

// ---------- main ----------
const browser = await chromium.launch({
  executablePath: opts.chromium,
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-extensions",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]",
  ], // no DNS for anything but localhost
});
const results = [];
// warm the server (JIT, caches) with plain GETs so run 1 is not a cold-start outlier
const warmupHeaders = opts.storageState
  ? {
      cookie: JSON.parse(fs.readFileSync(opts.storageState, "utf8"))
        .cookies.map((c) => `${c.name}=${c.value}`)
        .join("; "),
    }
  : {};
for (const url of opts.urls)
  for (let i = 0; i < opts.warmup; i++) {
    try {
      await (await fetch(url, { headers: warmupHeaders })).arrayBuffer();
    } catch {}
  }
try {
  for (const url of opts.urls)
    for (const jsOn of modes)
      for (let i = 0; i < opts.runs; i++) {
        const r = await measureOnce(browser, url, jsOn);
        r.run = i + 1;
        results.push(r);
        if (!opts.quiet)
          console.error(
            `run ${i + 1} ${url} js=${r.js}: TTFB ${r.ttfbMs} FCP ${r.fcpMs} LCP ${r.lcpMs} CLS ${r.cls} interactive ${r.interactiveMs} bytes ${r.bytes.total}`,
          );
      }
} finally {
  await browser.close();
}

// medians per (url, js)
const groups = new Map();
for (const r of results) {
  const k = `${r.url} js=${r.js}`;
  if (!groups.has(k)) groups.set(k, []);
  groups.get(k).push(r);
}
const summary = [];
for (const [k, rs] of groups) {
  const m = (f) => median(rs.map(f));
  summary.push({
    key: k,
    runs: rs.length,
    ttfbMs: m((r) => r.ttfbMs),
    serverTtfbMs: m((r) => r.serverTtfbMs),
    fcpMs: m((r) => r.fcpMs),
    lcpMs: m((r) => r.lcpMs),
    cls: m((r) => r.cls),
    formReadyMs: m((r) => r.formReadyMs),
    interactiveMs: m((r) => r.interactiveMs),
    tbtMs: m((r) => r.tbtMs),
    inpMs: m((r) => r.inpMs),
    // not a median: one hydration error in any run counts
    hydrationErrors: rs.reduce((sum, r) => sum + (r.hydrationErrors ?? 0), 0),
    submitMs: m((r) => r.submitMs),
    kbTotal: r1(m((r) => r.bytes.total) / 1024),
    kbHtml: r1(m((r) => r.bytes.document) / 1024),
    kbJs: r1(m((r) => r.bytes.script) / 1024),
    kbCss: r1(m((r) => r.bytes.stylesheet) / 1024),
    requests: m((r) => r.requests),
    mainThreadTaskMs: m((r) => r.mainThreadMs.task),
  });
}
const header = {
  tool: "measure-page.mjs",
  date: new Date().toISOString(),
  network: opts.network,
  networkConditions: NETWORK[opts.network],
  cpuSlowdown: opts.cpu,
  device: `${DEVICE.viewport.width}x${DEVICE.viewport.height}@${DEVICE.deviceScaleFactor}`,
  chromium: browser.version?.() ?? null,
};
console.log(
  `# ${header.date}  network=${opts.network} ${JSON.stringify(header.networkConditions)}  cpu=${opts.cpu}x  device=${header.device}`,
);
console.table(summary.map(({ key, ...s }) => ({ page: key, ...s })));

// optional budget check: {"lcpMs":2500,"fcpMs":1800,"ttfbMs":800,"cls":0.1,"kbTotal":350,"kbJs":150,"kbCss":30,"kbHtml":30}
let failed = 0;
if (opts.budget) {
  for (const s of summary)
    for (const [metric, limit] of Object.entries(opts.budget)) {
      if (s[metric] == null) continue;
      const ok = s[metric] <= limit;
      if (!ok) failed++;
      console.log(`${ok ? "PASS" : "FAIL"} ${s.key} ${metric}=${s[metric]} (budget ${limit})`);
    }
}
if (opts.json) fs.writeFileSync(opts.json, JSON.stringify({ ...header, summary, results }, null, 2));
process.exit(failed ? 1 : 0);
