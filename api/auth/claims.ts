/**
 * The person behind an ID token: e-mail and name from the ID token and, where it lacks them, from the
 * provider's userinfo answer (many providers, LemonLDAP::NG by default, release profile claims only
 * there). A lone `name` is split into given and family name.
 */
import type { JWTPayload } from "jose";

export interface MappedClaims {
  sub: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  locale?: string;
}

const MAX_NAME = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (value: unknown, max = MAX_NAME): string | undefined => {
  if (typeof value !== "string") return undefined;
  const clean = value.replace(/\s+/g, " ").trim().slice(0, max);
  return clean || undefined;
};

const email = (value: unknown): string | undefined => {
  const clean = text(value, 254);
  return clean && EMAIL.test(clean) ? clean : undefined;
};

/**
 * "Doctor Who" → Doctor / Who; "Mary Ann Smith" → Mary Ann / Smith; "Smith, John" → John / Smith;
 * a single word is the family name (letters address people by it).
 */
export function splitName(name: string): { given_name?: string; family_name?: string } {
  const clean = text(name);
  if (!clean) return {};
  const comma = clean.indexOf(",");
  if (comma > 0) {
    return { family_name: text(clean.slice(0, comma)), given_name: text(clean.slice(comma + 1)) };
  }
  const cut = clean.lastIndexOf(" ");
  if (cut < 0) return { family_name: clean };
  return { given_name: clean.slice(0, cut), family_name: clean.slice(cut + 1) };
}

/** True when the ID token alone does not name the person fully (then userinfo is asked). */
export const needsUserinfo = (idClaims: JWTPayload) =>
  !email(idClaims.email) || (!text(idClaims.given_name) && !text(idClaims.family_name) && !text(idClaims.name));

/**
 * Each claim from the ID token first, else from userinfo; `given_name`/`family_name` come as a pair
 * from the first source that has either, else from that source's `name`. Userinfo of another subject
 * (OIDC Core 5.3.2) is ignored.
 */
export function mapClaims(idClaims: JWTPayload & { sub: string }, userinfo?: Record<string, unknown>): MappedClaims {
  const info = userinfo && userinfo.sub === idClaims.sub ? userinfo : {};
  const sources = [idClaims as Record<string, unknown>, info];
  let names: { given_name?: string; family_name?: string } = {};
  for (const source of sources) {
    const given = text(source.given_name);
    const family = text(source.family_name);
    if (given || family) {
      names = { given_name: given, family_name: family };
      break;
    }
  }
  if (!names.given_name && !names.family_name) {
    const full = sources.map((s) => text(s.name)).find(Boolean);
    if (full) names = splitName(full);
  }
  const result: MappedClaims = { sub: idClaims.sub };
  const mail = email(idClaims.email) ?? email(info.email);
  if (mail) result.email = mail;
  if (names.given_name) result.given_name = names.given_name;
  if (names.family_name) result.family_name = names.family_name;
  const locale = text(idClaims.locale, 20) ?? text(info.locale, 20);
  if (locale) result.locale = locale;
  return result;
}
