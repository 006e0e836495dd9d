/*
 * Tandem's service worker (ADR 034): keeps the signed-in applicant's home, application overview, contact page
 * and appointments readable on a dead connection, and shows an offline page for every other address.
 *
 * - Only GET navigations are answered; everything else (form posts, data requests, assets) goes to the network
 *   untouched, so a form is never sent from here and never answered from a copy.
 * - A page is kept only when the server names its reader's cache (header Tandem-Offline-Key, a keyed hash
 *   per person, app/utils/offline-key.server.ts): one cache per person, and a person's cache is the only one
 *   there is. A page without that header (signed out, another kind of user) removes every kept copy, and so
 *   does the logout's form post; the logout's answer also clears the origin's storage (Clear-Site-Data).
 * - The server names when the person's session ends (header Tandem-Session-Ends, renewed with every page):
 *   after that time no copy is served, online or off, and the worker drops them all as soon as it sees it
 *   pass (a shared device whose session ended without a logout: idle expiry, cookies cleared, then offline).
 * - A copy is stored as the reader will see it offline: without scripts (nothing runs on old data), with
 *   every form control switched off (no stale form can be sent) and a note saying when it was saved.
 *
 * Plain JavaScript served as it is from public/, outside the pages' JavaScript. The names and paths below
 * repeat contracts/offline.ts (app/offline-worker.test.ts checks that they agree).
 */

const OFFLINE_KEY_HEADER = "Tandem-Offline-Key";
const OFFLINE_SAVED_AT_HEADER = "Tandem-Saved-At";
const OFFLINE_SESSION_ENDS_HEADER = "Tandem-Session-Ends";
/** Inside a person's cache: when that person's session ends (ms since the epoch), as the server last said. */
const SESSION_ENDS_ENTRY = "/__tandem-session-ends";
const OFFLINE_PAGES = [
  "^/ds/home$",
  "^/ds/application$",
  "^/ds/contact/1$",
  "^/ds/application/info-session/2$",
  "^/ds/selfmatching/[^/]+$",
];
const OFFLINE_PAGE_PATH = "/offline";

/** One cache per person: this prefix and the key the server gave. */
const PERSON_CACHE_PREFIX = "tandem-offline-person-";
/** The offline page and the texts of the saved-copy note: nobody's data (fetched without cookies). */
const SHARED_CACHE = "tandem-offline-shared-v1";
const LANGUAGES = ["de", "en", "fr", "es", "it", "ru", "pl", "tr", "ar", "fa"];
const DEFAULT_LANGUAGE = "de";

const keptPage = (pathname) => OFFLINE_PAGES.some((pattern) => new RegExp(pattern).test(pathname));

const languageOf = (response) => {
  const lng = (response.headers.get("Content-Language") || "").trim();
  return LANGUAGES.includes(lng) ? lng : DEFAULT_LANGUAGE;
};

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

/** Arabic-Indic digits for Arabic, Persian digits for Persian (as contracts/digits.ts, which the worker cannot import). */
const ZERO_DIGIT = { ar: 0x660, fa: 0x6f0 };
const localDigits = (text, lng) =>
  ZERO_DIGIT[lng] ? text.replace(/\d/g, (d) => String.fromCharCode(ZERO_DIGIT[lng] + Number(d))) : text;

/** Date and time as the portal writes them (dd.MM.yyyy, HH:mm, German time, the language's digits: app/utils/format.ts). */
function savedAtParts(date, lng) {
  const parts = {};
  const format = new Intl.DateTimeFormat("de-DE", {
    timeZone: "Europe/Berlin",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return {
    date: localDigits(`${parts.day}.${parts.month}.${parts.year}`, lng),
    time: localDigits(`${parts.hour}:${parts.minute}`, lng),
  };
}

const fill = (template, values) => String(template).replace(/\{\{(\w+)\}\}/g, (_, name) => values[name] ?? "");

/**
 * The page as it is read offline: no scripts and no module preloads, every form control disabled, and
 * (for a kept copy) the note with the time it was saved at the top of the main content.
 */
function offlineCopy(html, note) {
  let copy = html
    .replace(/<script\b[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
    .replace(/<(button|input|select|textarea)\b(?![^>]*\sdisabled\b)/gi, "<$1 disabled");
  if (note) {
    const banner =
      `<div role="status" class="mb-6 border-s-4 p-4 border-blue-800 bg-blue-50" data-offline-note="">` +
      `<p class="font-bold">${escapeHtml(fill(note.saved, note.at))}</p>` +
      `<p>${escapeHtml(note.formsOff)}</p></div>`;
    copy = copy.replace(/(<main\b[^>]*>)/i, `$1${banner}`);
    copy = copy.replace(/<html\b/i, `<html data-saved-at="${escapeHtml(note.savedAt)}"`);
  }
  return copy;
}

/** The headers a stored copy keeps: its type, its CSP (the inline stylesheet's nonce), its language. */
function copyHeaders(response, extra) {
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  for (const name of ["Content-Security-Policy", "Content-Language"]) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}

const textsUrl = (lng) => `/locales/${lng}/offline.json`;

/** The texts of the saved-copy note in a language, fetched once and then kept. */
async function offlineTexts(lng) {
  const cache = await caches.open(SHARED_CACHE);
  let response = await cache.match(textsUrl(lng));
  if (!response) {
    response = await fetch(textsUrl(lng), { credentials: "omit" });
    if (!response.ok) throw new Error(`offline texts ${lng}: ${response.status}`);
    await cache.put(textsUrl(lng), response.clone());
  }
  return response.json();
}

/** Saves the offline page in a language (without cookies: it is nobody's page), replacing the one before. */
async function saveOfflinePage(lng) {
  const cache = await caches.open(SHARED_CACHE);
  const current = await cache.match(OFFLINE_PAGE_PATH);
  if (current && current.headers.get("Content-Language") === lng) return;
  const response = await fetch(`${OFFLINE_PAGE_PATH}?lng=${lng}`, { credentials: "omit" });
  if (!response.ok) throw new Error(`offline page ${lng}: ${response.status}`);
  const html = offlineCopy(await response.text(), null);
  await cache.put(OFFLINE_PAGE_PATH, new Response(html, { headers: copyHeaders(response, {}) }));
  await offlineTexts(lng);
}

/** Deletes every person's cache but the one named (all of them when none is). */
async function forgetPeople(except) {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(PERSON_CACHE_PREFIX) && name !== except).map((name) => caches.delete(name)),
  );
}

async function forgetCopy(url, key) {
  const cache = await caches.open(PERSON_CACHE_PREFIX + key);
  await cache.delete(url.origin + url.pathname);
}

/** Keeps a page the server named a cache for, as the reader will see it offline. */
async function keepCopy(url, response, key) {
  const lng = languageOf(response);
  const texts = await offlineTexts(lng);
  const savedAt = new Date();
  const html = offlineCopy(await response.text(), {
    saved: texts.saved,
    formsOff: texts.formsOff,
    at: savedAtParts(savedAt, lng),
    savedAt: savedAt.toISOString(),
  });
  const cacheName = PERSON_CACHE_PREFIX + key;
  // never two people's copies side by side: whoever was kept before goes first
  await forgetPeople(cacheName);
  const cache = await caches.open(cacheName);
  await cache.put(
    url.origin + url.pathname,
    new Response(html, { headers: copyHeaders(response, { [OFFLINE_SAVED_AT_HEADER]: savedAt.toISOString() }) }),
  );
}

/** Notes when the person's session ends (every page of theirs renews it). */
async function noteSessionEnd(response, key) {
  const ends = Number(response.headers.get(OFFLINE_SESSION_ENDS_HEADER));
  if (!Number.isFinite(ends) || ends <= 0) return;
  const cacheName = PERSON_CACHE_PREFIX + key;
  await forgetPeople(cacheName);
  const cache = await caches.open(cacheName);
  await cache.put(self.location.origin + SESSION_ENDS_ENTRY, new Response(String(ends)));
}

/**
 * Whether the kept person's session has ended by the time the server named: then every copy goes. A
 * cache without an end time (kept by a worker before this rule) is dropped too.
 */
async function sessionEnded() {
  const names = (await caches.keys()).filter((name) => name.startsWith(PERSON_CACHE_PREFIX));
  let ended = false;
  for (const name of names) {
    const cache = await caches.open(name);
    const entry = await cache.match(self.location.origin + SESSION_ENDS_ENTRY);
    const ends = entry ? Number(await entry.text()) : 0;
    if (!(ends > Date.now())) ended = true;
  }
  if (ended) await forgetPeople(null);
  return ended;
}

/** What a page's answer means for the kept copies: keep it, drop everybody's, or leave them. */
async function notePage(url, response) {
  // (a redirect's answer is opaque to the worker: no headers, nothing to note)
  if (!(response.headers.get("Content-Type") || "").startsWith("text/html")) return;
  const key = response.headers.get(OFFLINE_KEY_HEADER);
  if (!key) {
    await forgetPeople(null);
  } else {
    await noteSessionEnd(response, key);
  }
  if (key && keptPage(url.pathname)) {
    if (response.status === 200) await keepCopy(url, response, key);
    // a page that is no longer there (a job opening closed) is no longer kept either
    else if (response.status === 404 || response.status === 410) await forgetCopy(url, key);
  }
  await saveOfflinePage(languageOf(response));
}

/** A kept copy of the page at this address: there is at most one person's cache. */
async function keptCopy(url) {
  const names = (await caches.keys()).filter((name) => name.startsWith(PERSON_CACHE_PREFIX));
  for (const name of names) {
    const cache = await caches.open(name);
    const copy = await cache.match(url.origin + url.pathname);
    if (copy) return copy;
  }
  return null;
}

async function offlineAnswer(url) {
  // never a copy after the person's session has ended
  const copy = keptPage(url.pathname) && !(await sessionEnded()) ? await keptCopy(url) : null;
  if (copy) return copy;
  const page = await caches.open(SHARED_CACHE).then((cache) => cache.match(OFFLINE_PAGE_PATH));
  return page || Response.error();
}

async function navigate(event, url) {
  let response;
  try {
    response = await fetch(event.request);
  } catch {
    return offlineAnswer(url);
  }
  event.waitUntil(notePage(url, response.clone()).catch(() => undefined));
  return response;
}

/** The pages open when the worker takes over were loaded before it: it fetches the kept ones once more. */
async function keepOpenPages() {
  const windows = await self.clients.matchAll({ type: "window" });
  for (const client of windows) {
    const url = new URL(client.url);
    if (url.origin !== self.location.origin || !keptPage(url.pathname)) continue;
    const response = await fetch(url.href, { credentials: "same-origin" }).catch(() => null);
    if (response) await notePage(url, response);
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(saveOfflinePage(DEFAULT_LANGUAGE).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const stale = (await caches.keys()).filter(
        (name) => name.startsWith("tandem-offline-shared-") && name !== SHARED_CACHE,
      );
      await Promise.all(stale.map((name) => caches.delete(name)));
      await self.clients.claim();
      await sessionEnded();
      await keepOpenPages();
    })(),
  );
});

// A page of ours reached by a client-side navigation (a data request, which this worker leaves alone) names
// its address: a kept page is fetched as a document once more and kept like a navigation's.
self.addEventListener("message", (event) => {
  const path = event.data?.keep;
  if (typeof path !== "string" || !path.startsWith("/") || !keptPage(path)) return;
  const url = new URL(path, self.location.origin);
  event.waitUntil(
    fetch(url.href, { credentials: "same-origin" })
      .then((response) => notePage(url, response))
      .catch(() => undefined),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.mode !== "navigate") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    // signing out: nothing of the person stays (the answer's Clear-Site-Data does the same in the browser)
    if (url.pathname === "/auth/logout") event.waitUntil(forgetPeople(null));
    return;
  }
  event.respondWith(navigate(event, url));
});
