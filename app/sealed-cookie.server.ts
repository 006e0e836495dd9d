/**
 * A Remix session storage that keeps the session in its cookie, sealed: authenticated encryption
 * (AES-256-GCM) instead of Remix's signed base64 JSON, so a stolen, shared or logged cookie reveals
 * neither the tokens nor the name in it, and any change to it yields an empty session.
 * docs/decisions/015-id-token-once-and-sealed-session.md
 *
 * Cookie value: base64url(version 1 ‖ 12-byte IV ‖ ciphertext ‖ 16-byte tag), the plaintext being
 * `{"d": session data, "e": expiry in epoch seconds}`. The key is HKDF-SHA256 of the secret; the cookie
 * name is the additional authenticated data (a value is valid under its own name only). The expiry inside
 * makes the idle timeout hold on the server too: a copied cookie is worthless once it passed, whatever
 * its Max-Age says.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { createSession, type SessionData, type SessionStorage } from "@remix-run/node";

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Browsers drop a cookie whose line exceeds 4096 bytes; Remix's own cookie storage refuses the same. */
export const MAX_SET_COOKIE_BYTES = 4096;

const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "tandem session cookie", "aes-256-gcm v1", 32));
    keys.set(secret, key);
  }
  return key;
}

/** Encrypts a JSON value under the secret, bound to `label` (the cookie name). */
export function seal(value: unknown, secret: string, label: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(label, "utf8"));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return Buffer.concat([Buffer.of(VERSION), iv, body, cipher.getAuthTag()]).toString("base64url");
}

/**
 * Plaintexts of recently opened cookies, by label and sealed value, with the secret that opened them: one
 * page request opens its session cookie in every loader that reads it (five or six times), and the same
 * cookie arrives with every request of a visit. Only values that authenticated are kept, each parsed
 * anew for its caller; the expiry inside is checked by the caller as before. Bounded: the oldest entry
 * leaves first.
 */
const opened = new Map<string, { secret: string; plain: string }>();
const OPENED_KEPT = 500;

/** The sealed value, or null when it was not sealed under one of the secrets (or was altered). */
export function unseal(sealed: string, secrets: readonly string[], label: string): unknown {
  const key = `${label}\n${sealed}`;
  const known = opened.get(key);
  if (known) return secrets.includes(known.secret) ? JSON.parse(known.plain) : null;
  const found = open(sealed, secrets, label);
  if (!found) return null;
  if (opened.size >= OPENED_KEPT) opened.delete(opened.keys().next().value as string);
  opened.set(key, found);
  return JSON.parse(found.plain);
}

function open(sealed: string, secrets: readonly string[], label: string): { secret: string; plain: string } | null {
  if (!/^[A-Za-z0-9_-]+$/.test(sealed)) return null;
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== VERSION) return null;
  const iv = bytes.subarray(1, 1 + IV_BYTES);
  const body = bytes.subarray(1 + IV_BYTES, bytes.length - TAG_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  // the current secret first, then earlier ones (rotation: cookies sealed before keep working)
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(label, "utf8"));
      decipher.setAuthTag(tag);
      const plain = Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
      JSON.parse(plain); // only JSON was sealed: anything else is refused here, before it is kept
      return { secret, plain };
    } catch {
      // not this secret's: try the next
    }
  }
  return null;
}

/** The value of cookie `name` in a Cookie header (the first one: the most specific path). */
function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const pair of (header ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

export interface SealedCookieOptions<Data> {
  name: string;
  secure: boolean;
  /** The current secret first; earlier secrets only to read cookies sealed before a rotation. */
  secrets: readonly string[];
  /** Cookie Max-Age and the expiry sealed inside (idle timeout). */
  maxAgeSeconds: number;
  /**
   * Keys dropped, in this order, when the cookie would exceed the browser's limit: transient values
   * whose loss costs a convenience, never the login itself.
   */
  droppableWhenTooBig?: readonly (keyof Data & string)[];
  now?: () => number;
}

interface Envelope {
  d: Record<string, unknown>;
  e: number;
}
const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Envelope).e === "number" &&
  typeof (value as Envelope).d === "object" &&
  (value as Envelope).d !== null;

export interface SealedSessionStorage<Data, FlashData> extends SessionStorage<Data, FlashData> {
  /**
   * Seconds until the cookie in this header expires, as sealed inside it; 0 for no cookie, an expired
   * one, or one sealed with an earlier secret (it is due to be sealed again with the current one).
   */
  secondsLeft(cookieHeader: string | null | undefined): number;
}

export function createSealedCookieSessionStorage<Data = SessionData, FlashData = Data>(
  options: SealedCookieOptions<Data>,
): SealedSessionStorage<Data, FlashData> {
  const { name, secure, secrets, maxAgeSeconds } = options;
  if (secrets.length === 0) throw new Error("The session cookie needs a secret");
  const now = options.now ?? Date.now;
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

  const serialize = (data: Record<string, unknown>) => {
    const expiresMs = now() + maxAgeSeconds * 1000;
    const value = seal({ d: data, e: Math.floor(expiresMs / 1000) }, secrets[0], name);
    // Max-Age alone (no Expires): every browser the portal serves honours it, and the renewal that puts this
    // cookie into a page's first response is 40 bytes shorter; the expiry sealed inside holds either way
    return `${name}=${value}; Max-Age=${maxAgeSeconds}; ${attributes}`;
  };

  return {
    async getSession(cookieHeader) {
      const value = cookieValue(cookieHeader, name);
      const opened = value ? unseal(value, secrets, name) : null;
      const fresh = isEnvelope(opened) && opened.e * 1000 > now();
      return createSession<Data, FlashData>((fresh ? opened.d : {}) as Data);
    },
    async commitSession(session) {
      const data = { ...(session.data as Record<string, unknown>) };
      let cookie = serialize(data);
      for (const key of options.droppableWhenTooBig ?? []) {
        if (Buffer.byteLength(cookie) <= MAX_SET_COOKIE_BYTES) break;
        if (!(key in data)) continue;
        delete data[key];
        console.warn(`[session] cookie over ${MAX_SET_COOKIE_BYTES} bytes: dropped "${key}"`);
        cookie = serialize(data);
      }
      if (Buffer.byteLength(cookie) > MAX_SET_COOKIE_BYTES) {
        throw new Error(`Cookie length will exceed browser maximum. Length: ${Buffer.byteLength(cookie)}`);
      }
      return cookie;
    },
    async destroySession() {
      return `${name}=; Max-Age=0; Expires=${new Date(0).toUTCString()}; ${attributes}`;
    },
    secondsLeft(cookieHeader) {
      const value = cookieValue(cookieHeader, name);
      const opened = value ? unseal(value, secrets.slice(0, 1), name) : null;
      return isEnvelope(opened) ? Math.max(0, opened.e - Math.floor(now() / 1000)) : 0;
    },
  };
}
