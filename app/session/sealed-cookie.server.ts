/**
 * A Remix session storage that keeps the session in its cookie, sealed: an encrypted JWT (compact JWE,
 * `dir` + `A256GCM`) made and opened by `jose` instead of Remix's signed base64 JSON, so a stolen, shared or
 * logged cookie reveals neither the tokens nor the name in it, and any change to it yields an empty
 * session. docs/decisions/015-id-token-once-and-sealed-session.md, docs/decisions/056-vetted-crypto-parsing-and-time.md
 *
 * The payload is `{"d": session data, "exp": expiry in epoch seconds}`; `jose` refuses the token once `exp`
 * passed, so the idle timeout holds on the server too: a copied cookie is worthless once it passed,
 * whatever its Max-Age says. The key of each secret is HKDF-SHA256 of the secret and the cookie name (a
 * value opens under its own name only); the protected header names it by `kid`, so cookies sealed with an
 * earlier secret still open after a rotation.
 */
import { createHash, hkdfSync } from "node:crypto";
import { createSession, type SessionData, type SessionStorage } from "@remix-run/node";
import { EncryptJWT, jwtDecrypt } from "jose";

/** Browsers drop a cookie whose line exceeds 4096 bytes; Remix's own cookie storage refuses the same. */
export const MAX_SET_COOKIE_BYTES = 4096;

interface SealingKey {
  kid: string;
  key: Uint8Array;
}

const keys = new Map<string, SealingKey>();
/** The key of a secret for the cookie `name`, and its id: derived once, then kept. */
function keyOf(secret: string, name: string): SealingKey {
  const id = `${name}\n${secret}`;
  let sealing = keys.get(id);
  if (!sealing) {
    const key = new Uint8Array(hkdfSync("sha256", secret, "tandem session cookie", `A256GCM ${name}`, 32));
    // the id names the key without revealing it: a prefix of its hash
    sealing = { key, kid: createHash("sha256").update(key).digest("base64url").slice(0, 8) };
    keys.set(id, sealing);
  }
  return sealing;
}

interface Payload {
  d: Record<string, unknown>;
  exp: number;
}
const isPayload = (value: unknown): value is Payload =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Payload).exp === "number" &&
  typeof (value as Payload).d === "object" &&
  (value as Payload).d !== null;

/** Seals `data` under the secret for the cookie `name`, valid until `expires` (epoch seconds). */
export function seal(data: Record<string, unknown>, secret: string, name: string, expires: number): Promise<string> {
  const { key, kid } = keyOf(secret, name);
  return new EncryptJWT({ d: data })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM", kid })
    .setExpirationTime(expires)
    .encrypt(key);
}

/**
 * Payloads of recently opened cookies, by name and sealed value, with the key id that opened them: one
 * page request opens its session cookie in every loader that reads it (five or six times), and the same
 * cookie arrives with every request of a visit. Only values that `jose` opened are kept; their expiry is
 * checked again on every use. Bounded: the oldest entry leaves first.
 */
const opened = new Map<string, { kid: string; payload: Payload }>();
const OPENED_KEPT = 500;

/** The sealed payload, or null when it was not sealed under one of the secrets, was altered or expired. */
export async function unseal(
  sealed: string,
  secrets: readonly string[],
  name: string,
  now: number,
): Promise<Payload | null> {
  const candidates = secrets.map((secret) => keyOf(secret, name));
  const cacheKey = `${name}\n${sealed}`;
  const known = opened.get(cacheKey);
  if (known) {
    const fresh = known.payload.exp * 1000 > now && candidates.some((c) => c.kid === known.kid);
    return fresh ? structuredClone(known.payload) : null;
  }
  try {
    const { payload, protectedHeader } = await jwtDecrypt(
      sealed,
      ({ kid }) => {
        const match = candidates.find((c) => c.kid === kid);
        if (!match) throw new Error("sealed with a secret no longer known");
        return match.key;
      },
      {
        keyManagementAlgorithms: ["dir"],
        contentEncryptionAlgorithms: ["A256GCM"],
        requiredClaims: ["exp"],
        currentDate: new Date(now),
      },
    );
    if (!isPayload(payload) || !protectedHeader.kid) return null;
    if (opened.size >= OPENED_KEPT) opened.delete(opened.keys().next().value as string);
    opened.set(cacheKey, { kid: protectedHeader.kid, payload: { d: payload.d, exp: payload.exp } });
    return { d: payload.d, exp: payload.exp };
  } catch {
    // altered, expired, of another secret or cookie, or no JWE at all
    return null;
  }
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

export interface SealedSessionStorage<Data, FlashData> extends SessionStorage<Data, FlashData> {
  /**
   * Seconds until the cookie in this header expires, as sealed inside it; 0 for no cookie, an expired
   * one, or one sealed with an earlier secret (it is due to be sealed again with the current one).
   */
  secondsLeft(cookieHeader: string | null | undefined): Promise<number>;
}

export function createSealedCookieSessionStorage<Data = SessionData, FlashData = Data>(
  options: SealedCookieOptions<Data>,
): SealedSessionStorage<Data, FlashData> {
  const { name, secure, secrets, maxAgeSeconds } = options;
  if (secrets.length === 0) throw new Error("The session cookie needs a secret");
  const now = options.now ?? Date.now;
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

  const serialize = async (data: Record<string, unknown>) => {
    const expires = Math.floor((now() + maxAgeSeconds * 1000) / 1000);
    const value = await seal(data, secrets[0], name, expires);
    // Max-Age alone (no Expires): every browser the portal serves honours it, and the renewal that puts this
    // cookie into a page's first response is 40 bytes shorter; the expiry sealed inside holds either way
    return `${name}=${value}; Max-Age=${maxAgeSeconds}; ${attributes}`;
  };

  return {
    async getSession(cookieHeader) {
      const value = cookieValue(cookieHeader, name);
      const payload = value ? await unseal(value, secrets, name, now()) : null;
      return createSession<Data, FlashData>((payload?.d ?? {}) as Data);
    },
    async commitSession(session) {
      const data = { ...(session.data as Record<string, unknown>) };
      let cookie = await serialize(data);
      for (const key of options.droppableWhenTooBig ?? []) {
        if (Buffer.byteLength(cookie) <= MAX_SET_COOKIE_BYTES) break;
        if (!(key in data)) continue;
        delete data[key];
        console.warn(`[session] cookie over ${MAX_SET_COOKIE_BYTES} bytes: dropped "${key}"`);
        cookie = await serialize(data);
      }
      if (Buffer.byteLength(cookie) > MAX_SET_COOKIE_BYTES) {
        throw new Error(`Cookie length will exceed browser maximum. Length: ${Buffer.byteLength(cookie)}`);
      }
      return cookie;
    },
    async destroySession() {
      return `${name}=; Max-Age=0; Expires=${new Date(0).toUTCString()}; ${attributes}`;
    },
    async secondsLeft(cookieHeader) {
      const value = cookieValue(cookieHeader, name);
      const payload = value ? await unseal(value, secrets.slice(0, 1), name, now()) : null;
      return payload ? Math.max(0, payload.exp - Math.floor(now() / 1000)) : 0;
    },
  };
}
