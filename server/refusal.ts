/**
 * What the server answers when a limit refuses a request before any router runs: the API's error
 * JSON under /api, a small translated page elsewhere (the Remix app never sees the request). Every
 * refusal closes the connection so that an unread body is not drained (`Connection: close`).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import { FALLBACK_LANGUAGE } from "#contracts";
import { isSafeReturnPath } from "#contracts/return-path";
import { standalonePage } from "../app/render/standalone-page";

type Texts = Record<string, unknown>;
const cache = new Map<string, Texts>();

function texts(lng: string, ns: string): Texts {
  const key = `${lng}/${ns}`;
  let value = cache.get(key);
  if (!value) {
    try {
      value = JSON.parse(readFileSync(path.resolve("locales", lng, `${ns}.json`), "utf8")) as Texts;
    } catch {
      value = {};
    }
    cache.set(key, value);
  }
  return value;
}

/** The portal's language cookie (`lng`, a Remix cookie: base64 JSON); German by default (docs/product.md#audiences-and-units). */
export function languageOf(req: Request): string {
  const raw = /(?:^|;\s*)lng=([^;]*)/.exec(req.headers.cookie ?? "")?.[1];
  if (raw) {
    try {
      const value = JSON.parse(Buffer.from(decodeURIComponent(raw), "base64").toString("utf8"));
      if (typeof value === "string" && /^[a-z]{2}$/.test(value)) return value;
    } catch {
      // an unreadable cookie: the default language
    }
  }
  return FALLBACK_LANGUAGE;
}

/** `ns:a.b.c` in the language, else German, with `{{name}}` filled in. */
export function translate(lng: string, id: string, values: Record<string, string | number> = {}): string {
  const [ns, key] = id.split(":");
  const lookup = (l: string) =>
    key.split(".").reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts(l, ns));
  const found = lookup(lng) ?? lookup(FALLBACK_LANGUAGE);
  const text = typeof found === "string" ? found : id;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

export interface Refusal {
  status: 400 | 413 | 429;
  /** The API's error body. */
  api: { code: number; message: string };
  /** Translation ids (`ns:key`) of the page's heading and text, with their values. */
  page: { title: string; text: string; values?: Record<string, string | number> };
  retryAfterSeconds?: number;
  /** The page leads back to the form that was sent (its address from the Referer), not to the start page. */
  backToForm?: boolean;
}

/**
 * The page the refused form was sent from: the Referer's path when it is of this origin and passes the one
 * return-path rule, else null (the start page). The body is not read, so this is all that is known of it.
 */
export function formPageOf(req: Request): string | null {
  const referer = req.headers.referer;
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.host !== req.headers.host) return null;
    const back = `${from.pathname}${from.search}`;
    return isSafeReturnPath(back) ? back : null;
  } catch {
    return null;
  }
}

/**
 * How long a refused connection still swallows what the client sends, so that the client reads the answer:
 * a browser reads it only once its upload is through (or fails), and a reset before that loses the answer.
 */
const LINGER_MS = 10_000;

/**
 * After the answer, Node closes a `Connection: close` socket at once; a client still sending its body
 * then meets a reset and may never read the answer. Instead the socket is half-closed and whatever
 * still arrives is discarded (never parsed) for at most LINGER_MS.
 */
function closeAfterAnswer(req: Request) {
  const socket = req.socket as Request["socket"] & { destroySoon?: () => void };
  socket.destroySoon = function lingeringClose(this: typeof socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}

/** The CSP nonce of the security headers (set before the limits run), for the page's one style element. */
function nonceOf(res: Response) {
  const nonce = (res.locals as { cspNonce?: unknown }).cspNonce;
  return typeof nonce === "string" ? nonce : undefined;
}

/** A refused form sent back to a page of the portal (303: the browser asks for it with GET); its body stays unread. */
export function redirectRefused(req: Request, res: Response, location: string) {
  closeAfterAnswer(req);
  res.setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
  res.redirect(303, location);
}

export function refuse(req: Request, res: Response, refusal: Refusal, isApi: boolean) {
  closeAfterAnswer(req);
  res.setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
  if (refusal.retryAfterSeconds) res.setHeader("Retry-After", String(refusal.retryAfterSeconds));
  res.status(refusal.status);
  if (isApi) {
    res.json(refusal.api);
    return;
  }
  const lng = languageOf(req);
  const title = translate(lng, refusal.page.title, refusal.page.values);
  const text = translate(lng, refusal.page.text, refusal.page.values);
  const form = refusal.backToForm ? formPageOf(req) : null;
  const back = translate(lng, form ? "limits:backToForm" : "limits:back");
  const lang = Object.keys(texts(lng, "limits")).length > 0 ? lng : FALLBACK_LANGUAGE;
  res
    .type("html")
    .send(standalonePage({ lang, title, text, back: { href: form ?? "/", label: back }, nonce: nonceOf(res) }));
}
