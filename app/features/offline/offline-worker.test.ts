/**
 * The service worker of ADR 034 (public/sw.js), run in a sandbox with an in-memory Cache Storage and a
 * network the test answers: what it keeps, for whom, what it shows offline, and what it never touches.
 */
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  OFFLINE_KEY_HEADER,
  OFFLINE_PAGE_PATH,
  OFFLINE_PAGES,
  OFFLINE_SAVED_AT_HEADER,
  OFFLINE_SESSION_ENDS_HEADER,
} from "#contracts/offline";

const ORIGIN = "http://localhost:3000";
const source = readFileSync(new URL("../../../public/sw.js", import.meta.url), "utf8");
const absolute = (url: string) => new URL(url, ORIGIN).href;

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: string | { url: string }) {
    return this.entries.get(absolute(typeof request === "string" ? request : request.url))?.clone();
  }
  async put(request: string, response: Response) {
    this.entries.set(absolute(request), response);
  }
  async delete(request: string) {
    return this.entries.delete(absolute(request));
  }
}

class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.caches.has(name)) this.caches.set(name, new MemoryCache());
    return this.caches.get(name) as MemoryCache;
  }
  async keys() {
    return [...this.caches.keys()];
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
  /** Every cache with the paths it holds. */
  paths() {
    return Object.fromEntries(
      [...this.caches].map(([name, cache]) => [name, [...cache.entries.keys()].map((url) => new URL(url).pathname)]),
    );
  }
}

/** `ends`: when the session ends (ms since the epoch; half an hour from the answer unless given). */
type Answer = { html?: string; key?: string; lng?: string; status?: number; type?: string; ends?: number };
type Seen = { url: string; credentials?: string };

const OFFLINE_TEXTS: Record<string, object> = {
  de: { saved: "Gespeichert am {{date}}, {{time}} — du bist offline", formsOff: "Formulare sind aus." },
  en: { saved: "Saved on {{date}}, {{time}} — you are offline", formsOff: "Forms are off." },
};

const page = (title: string, lng = "de") =>
  `<!DOCTYPE html><html lang="${lng}"><head><style nonce="n1">body{}</style>` +
  `<link rel="modulepreload" href="/build/root.js"/></head><body><main id="main-content" class="mx-auto">` +
  `<h1>${title}</h1><form method="post"><input type="hidden" name="intent" value="x"/>` +
  `<input name="a" disabled=""/><button type="submit">Senden</button></form></main>` +
  `<script nonce="n1">window.__remixContext={}</script><script type="module" nonce="n1">import "/build/entry.js";</script>` +
  `</body></html>`;

/** The worker in a sandbox: its listeners, the caches, and a network that answers by path or is down. */
function startWorker() {
  const listeners: Record<string, (event: unknown) => void> = {};
  const storage = new MemoryCacheStorage();
  const pages = new Map<string, Answer>();
  const seen: Seen[] = [];
  let online = true;
  const network = async (input: string | { url: string }, init?: { credentials?: string }) => {
    const url = new URL(typeof input === "string" ? input : input.url, ORIGIN);
    seen.push({ url: url.pathname + url.search, credentials: init?.credentials });
    if (!online) throw new TypeError("Failed to fetch");
    if (url.pathname.startsWith("/locales/")) {
      const lng = url.pathname.split("/")[2];
      return Response.json(OFFLINE_TEXTS[lng] ?? {});
    }
    if (url.pathname === "/offline") {
      const lng = url.searchParams.get("lng") ?? "de";
      return new Response(page(`Offline ${lng}`, lng), {
        headers: { "Content-Type": "text/html; charset=utf-8", "Content-Language": lng },
      });
    }
    const answer = pages.get(url.pathname) ?? { status: 404 };
    const headers = new Headers({
      "Content-Type": answer.type ?? "text/html; charset=utf-8",
      "Content-Language": answer.lng ?? "de",
      "Content-Security-Policy": "style-src 'nonce-n1'",
    });
    if (answer.key) headers.set(OFFLINE_KEY_HEADER, answer.key);
    if (answer.key) headers.set(OFFLINE_SESSION_ENDS_HEADER, String(answer.ends ?? Date.now() + 30 * 60_000));
    return new Response(answer.html ?? page(url.pathname, answer.lng), { status: answer.status ?? 200, headers });
  };
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined, matchAll: async () => [] },
  };
  const context = vm.createContext({
    self,
    caches: storage,
    fetch: network,
    Headers,
    Request,
    Response,
    URL,
    Intl,
    Date,
    console,
  });
  vm.runInContext(source, context);

  /** Fires an event the way the browser does and waits for everything the worker asked to wait for. */
  async function dispatch(type: string, fields: object) {
    const pending: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    listeners[type]?.({
      ...fields,
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
      respondWith: (promise: Promise<Response>) => {
        answer = promise;
      },
    });
    const response = answer ? await answer : undefined;
    // what the worker waits for may itself add more to wait for
    for (let i = 0; i < pending.length; i++) await pending[i];
    return response;
  }

  return {
    storage,
    pages,
    seen,
    context,
    setOnline: (value: boolean) => {
      online = value;
    },
    install: () => dispatch("install", {}),
    navigate: (path: string, method = "GET") =>
      dispatch("fetch", { request: { url: absolute(path), method, mode: "navigate" } }),
    message: (data: unknown) => dispatch("message", { data }),
    request: (path: string, mode: string) =>
      dispatch("fetch", { request: { url: absolute(path), method: "GET", mode } }),
  };
}

/** The person caches with the pages they keep (the session's end time kept beside them left out). */
const personCaches = (storage: MemoryCacheStorage) =>
  Object.entries(storage.paths())
    .filter(([name]) => name.startsWith("tandem-offline-person-"))
    .map(([name, paths]) => [name, paths.filter((p) => p !== "/__tandem-session-ends")]);

describe("the offline service worker", () => {
  let worker: ReturnType<typeof startWorker>;
  beforeEach(async () => {
    worker = startWorker();
    await worker.install();
  });

  it("repeats the names and pages of contracts/offline.ts", () => {
    const value = (name: string) => vm.runInContext(name, worker.context);
    expect(value("OFFLINE_KEY_HEADER")).toBe(OFFLINE_KEY_HEADER);
    expect(value("OFFLINE_SAVED_AT_HEADER")).toBe(OFFLINE_SAVED_AT_HEADER);
    expect(value("OFFLINE_SESSION_ENDS_HEADER")).toBe(OFFLINE_SESSION_ENDS_HEADER);
    expect(value("OFFLINE_PAGE_PATH")).toBe(OFFLINE_PAGE_PATH);
    expect([...value("OFFLINE_PAGES")]).toEqual([...OFFLINE_PAGES]);
  });

  it("saves the offline page and its texts on install, without cookies", () => {
    expect(worker.storage.paths()["tandem-offline-shared-v1"]?.sort()).toEqual([
      "/locales/de/offline.json",
      "/offline",
    ]);
    expect(worker.seen).toEqual([
      { url: "/offline?lng=de", credentials: "omit" },
      { url: "/locales/de/offline.json", credentials: "omit" },
    ]);
    expect(personCaches(worker.storage)).toEqual([]);
  });

  it("keeps a listed page of the applicant the server names a cache for, and no other page", async () => {
    worker.pages.set("/ds/home", { key: "lena" });
    worker.pages.set("/ds/faq", { key: "lena" });
    worker.pages.set("/ds/contact/1", { key: "lena", status: 500 });
    const answer = await worker.navigate("/ds/home?from=nav");
    expect(await answer?.text()).toContain("<script"); // online, the page itself is shown
    await worker.navigate("/ds/faq");
    await worker.navigate("/ds/contact/1");
    expect(personCaches(worker.storage)).toEqual([["tandem-offline-person-lena", ["/ds/home"]]]);
  });

  it("forgets a kept page that is no longer there", async () => {
    worker.pages.set("/ds/selfmatching/7", { key: "lena" });
    worker.pages.set("/ds/home", { key: "lena" });
    await worker.navigate("/ds/selfmatching/7");
    await worker.navigate("/ds/home");
    worker.pages.set("/ds/selfmatching/7", { key: "lena", status: 404 });
    await worker.navigate("/ds/selfmatching/7");
    expect(personCaches(worker.storage)).toEqual([["tandem-offline-person-lena", ["/ds/home"]]]);
  });

  it("keeps another person's pages only after deleting the first one's, and nothing after a page without a key", async () => {
    worker.pages.set("/ds/home", { key: "lena" });
    await worker.navigate("/ds/home");
    worker.pages.set("/ds/contact/1", { key: "max" });
    await worker.navigate("/ds/contact/1");
    expect(personCaches(worker.storage)).toEqual([["tandem-offline-person-max", ["/ds/contact/1"]]]);
    // a signed-out page (or a company's, an advisor's)
    worker.pages.set("/auth/logged-out", {});
    await worker.navigate("/auth/logged-out");
    expect(personCaches(worker.storage)).toEqual([]);
  });

  it("deletes every kept copy when the logout is posted, and never answers a post itself", async () => {
    worker.pages.set("/ds/home", { key: "lena" });
    await worker.navigate("/ds/home");
    expect(await worker.navigate("/ds/contact/1", "POST")).toBeUndefined();
    expect(personCaches(worker.storage)).toHaveLength(1);
    expect(await worker.navigate("/auth/logout", "POST")).toBeUndefined();
    expect(personCaches(worker.storage)).toEqual([]);
  });

  it("keeps a listed page a client-side navigation reached when the page names it, and only such a page", async () => {
    worker.pages.set("/ds/contact/1", { key: "lena" });
    worker.pages.set("/ds/faq", { key: "lena" });
    await worker.message({ keep: "/ds/faq" });
    await worker.message({ keep: "//elsewhere.example/ds/contact/1" });
    await worker.message({ keep: 42 });
    expect(personCaches(worker.storage)).toEqual([]);
    await worker.message({ keep: "/ds/contact/1" });
    expect(personCaches(worker.storage)).toEqual([["tandem-offline-person-lena", ["/ds/contact/1"]]]);
    expect(worker.seen.at(-1)).toEqual({ url: "/ds/contact/1", credentials: "same-origin" });
  });

  it("leaves requests other than navigations to the network", async () => {
    expect(await worker.request("/ds/home.data", "cors")).toBeUndefined();
    expect(await worker.request("/build/entry.js", "no-cors")).toBeUndefined();
  });

  it("shows a kept copy offline with the time it was saved, in its language, without scripts and with its forms off", async () => {
    worker.pages.set("/ds/home", { key: "lena", lng: "en" });
    await worker.navigate("/ds/home");
    worker.setOnline(false);
    const answer = await worker.navigate("/ds/home");
    const html = (await answer?.text()) ?? "";
    const savedAt = answer?.headers.get(OFFLINE_SAVED_AT_HEADER) ?? "";
    expect(Date.now() - Date.parse(savedAt)).toBeLessThan(60_000);
    expect(html).toContain(`<html data-saved-at="${savedAt}" lang="en">`);
    expect(html).toMatch(
      /<main id="main-content" class="mx-auto"><div role="status"[^>]*><p[^>]*>Saved on \d\d\.\d\d\.\d{4}, \d\d:\d\d — you are offline<\/p><p>Forms are off\.<\/p><\/div><h1>/,
    );
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(html).toContain('<input disabled type="hidden" name="intent" value="x"/>');
    expect(html).toContain('<input name="a" disabled=""/>');
    expect(html).toContain('<button disabled type="submit">');
    // its stylesheet keeps working: the copy is served with the CSP whose nonce the page carries
    expect(answer?.headers.get("Content-Security-Policy")).toBe("style-src 'nonce-n1'");
  });

  it("has its note and the offline page written in each of the ten languages", () => {
    const languages: string[] = [...vm.runInContext("LANGUAGES", worker.context)];
    const read = (lng: string) =>
      JSON.parse(readFileSync(new URL(`../../../locales/${lng}/offline.json`, import.meta.url), "utf8"));
    const keys = (value: object, prefix = ""): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        typeof child === "object" ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    const german = read("de");
    expect(languages.sort()).toEqual(["ar", "de", "en", "es", "fa", "fr", "it", "pl", "ru", "tr"]);
    for (const lng of languages.filter((l) => l !== "de")) {
      const texts = read(lng);
      expect(keys(texts).sort(), lng).toEqual(keys(german).sort());
      expect(texts.saved, lng).toMatch(/\{\{date\}\}.*\{\{time\}\}/);
      expect(texts.title, lng).not.toBe(german.title);
    }
  });

  it("writes the saved time in German time as dd.MM.yyyy, HH:mm, in the language's digits", () => {
    const parts = (iso: string, lng: string) =>
      vm.runInContext(`savedAtParts(new Date("${iso}"), "${lng}")`, worker.context);
    expect(parts("2026-11-25T04:05:00Z", "de")).toEqual({ date: "25.11.2026", time: "05:05" });
    expect(parts("2026-07-01T22:30:00Z", "en")).toEqual({ date: "02.07.2026", time: "00:30" });
    expect(parts("2026-11-25T04:05:00Z", "ar")).toEqual({ date: "٢٥.١١.٢٠٢٦", time: "٠٥:٠٥" });
    expect(parts("2026-11-25T04:05:00Z", "fa")).toEqual({ date: "۲۵.۱۱.۲۰۲۶", time: "۰۵:۰۵" });
  });

  it("shows the offline page for every address it has no copy of, in the language of the last page", async () => {
    worker.pages.set("/ds/home", { key: "lena", lng: "en" });
    await worker.navigate("/ds/home");
    worker.setOnline(false);
    for (const path of ["/ds/faq", "/ds/contact/1", "/b2b/home"]) {
      const html = (await (await worker.navigate(path))?.text()) ?? "";
      expect(html, path).toContain("<h1>Offline en</h1>");
      expect(html, path).not.toContain("data-saved-at");
    }
  });

  it("serves no copy after the session's end, drops them all on seeing it pass, offline without a logout", async () => {
    // Given a copy kept on a shared device, the session ending soon (idle expiry; nobody logs out)
    worker.pages.set("/ds/home", { key: "lena", ends: Date.now() + 300 });
    await worker.navigate("/ds/home");
    expect(personCaches(worker.storage)).toEqual([["tandem-offline-person-lena", ["/ds/home"]]]);
    worker.setOnline(false);
    // While the session lasts, the copy is read offline
    expect(await (await worker.navigate("/ds/home"))?.text()).toContain("data-offline-note");
    // When its end time has passed, still offline: the offline page, and nothing of the person is left
    await new Promise((resolve) => setTimeout(resolve, 350));
    const after = await (await worker.navigate("/ds/home"))?.text();
    expect(after).toContain("Offline de");
    expect(after).not.toContain("data-offline-note");
    expect(personCaches(worker.storage)).toEqual([]);
  });

  it("a later page of the same session moves its end: the copy stays readable", async () => {
    worker.pages.set("/ds/home", { key: "lena", ends: Date.now() + 100 });
    await worker.navigate("/ds/home");
    worker.pages.set("/ds/faq", { key: "lena", ends: Date.now() + 60_000 });
    await worker.navigate("/ds/faq");
    await new Promise((resolve) => setTimeout(resolve, 150));
    worker.setOnline(false);
    expect(await (await worker.navigate("/ds/home"))?.text()).toContain("data-offline-note");
  });
});
