/**
 * Key material of the development identity providers, generated once into `${dataDir}/idp-keys.json`
 * and reused afterwards (so ID tokens and cookies survive a restart):
 * `{ "keys": [private RS256 JWK], "cookieKeys": ["…"] }` — a private JWKS with one extra member.
 */
import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from "jose";

export interface IdpKeyMaterial {
  /** Private signing keys (RS256), as given to oidc-provider's `jwks`. */
  privateJwks: { keys: JWK[] };
  /** The same keys without their private members. */
  publicJwks: { keys: JWK[] };
  /** Keys for oidc-provider's signed cookies (newest first). */
  cookieKeys: string[];
}

export interface KeyFile {
  keys: JWK[];
  cookieKeys: string[];
}

const PUBLIC_MEMBERS = ["kty", "kid", "alg", "use", "n", "e"] as const;

export const toPublicJwk = (jwk: JWK): JWK => {
  const out: JWK = {};
  for (const member of PUBLIC_MEMBERS) {
    if (jwk[member] !== undefined) out[member] = jwk[member];
  }
  return out;
};

const isKeyFile = (value: unknown): value is KeyFile => {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<KeyFile>;
  return (
    Array.isArray(v.keys) &&
    v.keys.length > 0 &&
    v.keys.every((k) => typeof k === "object" && k !== null && k.kty === "RSA" && typeof k.d === "string") &&
    Array.isArray(v.cookieKeys) &&
    v.cookieKeys.length > 0 &&
    v.cookieKeys.every((k) => typeof k === "string" && k.length >= 32)
  );
};

async function generateKeyFile(): Promise<KeyFile> {
  const { privateKey } = await generateKeyPair("RS256", { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return {
    keys: [{ ...jwk, kid, alg: "RS256", use: "sig" }],
    cookieKeys: [randomBytes(32).toString("base64url")],
  };
}

async function readKeyFile(file: string): Promise<KeyFile | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isKeyFile(parsed)) throw new Error(`${file} is not a valid identity-provider key file`);
  return parsed;
}

/**
 * Where several instances keep one set of keys (the server gives one on the database): `read` answers
 * what is stored, `createOnce` stores `material` unless some instance was first and answers what is
 * stored then, so every instance signs with the same key.
 */
export interface KeyStore {
  read(): Promise<unknown>;
  createOnce(material: KeyFile): Promise<unknown>;
}

const toMaterial = (content: KeyFile): IdpKeyMaterial => ({
  privateJwks: { keys: content.keys },
  publicJwks: { keys: content.keys.map(toPublicJwk) },
  cookieKeys: content.cookieKeys,
});

async function loadOrCreateInStore(store: KeyStore): Promise<IdpKeyMaterial> {
  let content = await store.read();
  if (content === undefined || content === null) content = await store.createOnce(await generateKeyFile());
  if (!isKeyFile(content)) throw new Error("the stored identity-provider keys are not valid");
  return toMaterial(content);
}

/**
 * The keys from `store` when one is given; else `${dataDir}/idp-keys.json`, created (mode 0600) when it
 * does not exist yet.
 */
export async function loadOrCreateKeys(dataDir: string, store?: KeyStore): Promise<IdpKeyMaterial> {
  if (store) return loadOrCreateInStore(store);
  const file = path.join(dataDir, "idp-keys.json");
  let content = await readKeyFile(file);
  if (!content) {
    await mkdir(dataDir, { recursive: true });
    const generated = await generateKeyFile();
    // Write a temporary file, then link it into place: link() fails if another process won the race,
    // and nobody ever reads a half-written file.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
    await writeFile(tmp, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
    try {
      await link(tmp, file);
      content = generated;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      content = await readKeyFile(file);
    } finally {
      await rm(tmp, { force: true });
    }
    if (!content) throw new Error(`could not create ${file}`);
  }
  return toMaterial(content);
}
