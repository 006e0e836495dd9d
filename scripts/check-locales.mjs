/**
 * Checks the translations of one or more languages against German, the source language:
 * - every namespace an applicant or a visitor sees (APPLICANT_NAMESPACES) exists and parses;
 * - each has exactly German's keys, where a plural key (German `x_one`/`x_other`) carries the plural forms
 *   of the language itself (Intl.PluralRules: Arabic six, Russian and Polish four, Turkish two, …);
 * - each value keeps German's placeholders (`{{name}}`), nesting (`$t(…)`) and numbered tags (`<1>…</1>`),
 *   or English's where English names other values (a news title: German's or English's);
 * - no value is empty;
 * - Persian is written with Persian letters: yeh ی (U+06CC) and keheh ک (U+06A9), never the Arabic ي (U+064A)
 *   or ك (U+0643), which look alike on screen but are other characters (search, sorting, copied text).
 * - German speaks with one voice per unit (`voiceProblems`): "du" to applicants, "Sie" to companies; a formal
 *   pronoun in an applicant text or an informal one in a company text is a problem (VOICE, COMPANY_KEYS).
 * Usage: node scripts/check-locales.mjs [lng …]   (default: every language folder besides de and en)
 * Prints one line per problem and exits 1 when there is any.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../locales");

/** The namespaces of the applicant unit, the public pages and the mails an applicant receives. */
export const APPLICANT_NAMESPACES = [
  "application",
  "common",
  "consent",
  "content",
  "cvgenerator",
  "documents",
  "faq",
  "feedback",
  "journey",
  "legal",
  "limits",
  "mail",
  "matching",
  "news",
  "notifications",
  "partner",
  "profile",
  "selfmatching",
  "validation",
];

/**
 * The voice of each German namespace: applicant namespaces say "du", company namespaces "Sie". In the
 * namespaces both units share, COMPANY_KEYS names the company's texts (the rest speak to applicants).
 * Not checked: the advisor console (colleagues), the developer pages, the legal texts (published by the
 * university as they are) and the limit pages (shown before anyone is known).
 */
export const VOICE = {
  applicant: [
    "application",
    "common",
    "consent",
    "content",
    "cvgenerator",
    "documents",
    "faq",
    "feedback",
    "journey",
    "mail",
    "matching",
    "news",
    "notifications",
    "offline",
    "partner",
    "profile",
    "selfmatching",
    "validation",
  ],
  company: ["accounting", "company", "companyApplicants", "employees", "jobOpenings", "support"],
};
const COMPANY_NOTICES =
  "new_invoice|support_ticket_update|new_student|match_recommended_company|match_applicant_interested|applicant_accepted|offer_expired_company|job_opening_draft_expiring|job_opening_draft_expiring_untitled";
export const COMPANY_KEYS = {
  common: /^conflict\./,
  content: /^companyHome\./,
  feedback: /Company$/,
  mail: new RegExp(`^(employeeInvitation\\.|digest\\.company\\.|notifications\\.(${COMPANY_NOTICES})\\.)`),
  matching: /^(lostReason\.company\.|field\.|noPermission$|company\.)/,
  notifications: new RegExp(`^(notifications\\.(${COMPANY_NOTICES})$|page\\.introCompany$)`),
  validation: /Formal$/,
};
/** "Sie" and "Ihr…" as the polite form: capitalised inside a sentence ("Ihnen" anywhere). */
const FORMAL = /(?<![.!?:]\s|^|\n|„|<\d+>)\b(Sie|Ihre?[mnrs]?)\b|\bIhnen\b/u;
/** "du", "dich", "dir", "dein…", in any case. */
const INFORMAL = /\b([Dd]u|[Dd]ich|[Dd]ir|[Dd]ein(e[mnrs]?)?)\b/u;

/** The voice of one German text: a formal pronoun for applicants or an informal one for companies. */
export function voiceProblem(text, voice) {
  const found = (voice === "applicant" ? FORMAL : INFORMAL).exec(String(text));
  return found ? `${voice === "applicant" ? "formal" : "informal"} "${found[0]}"` : null;
}

/** German texts that speak to a unit in the other unit's voice, as lines. */
export function voiceProblems() {
  const problems = [];
  for (const [unit, namespaces] of Object.entries(VOICE)) {
    for (const ns of namespaces) {
      const file = path.join(LOCALES, "de", `${ns}.json`);
      for (const [key, value] of leaves(JSON.parse(readFileSync(file, "utf8")))) {
        if (typeof value !== "string") continue;
        const voice = unit === "applicant" && COMPANY_KEYS[ns]?.test(key) ? "company" : unit;
        const problem = voiceProblem(value, voice);
        if (problem)
          problems.push(
            `de/${ns}.json: ${key} speaks to ${voice === "applicant" ? "an applicant" : "a company"} with ${problem}`,
          );
      }
    }
  }
  return problems;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leaves(value, prefix = "") {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const tokens = (text) =>
  [...String(text).matchAll(/\{\{\s*[\w.]+(?:\s*,[^}]*)?\s*\}\}|\$t\([^)]*\)|<\/?\d+>/g)]
    .map((m) => m[0].replace(/\s+/g, ""))
    .sort();

/** The Arabic letters a Persian text must not contain (its own yeh and keheh look the same in most places). */
const ARABIC_NOT_PERSIAN = /[\u064a\u0643]/g;
export const arabicLettersInPersian = (text) =>
  [...String(text).matchAll(ARABIC_NOT_PERSIAN)].map(
    (m) => `U+${m[0].codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}`,
  );

/** Persian files (every namespace of locales/fa) with Arabic yeh or kaf in a value, as lines. */
function persianLetterProblems(lng) {
  if (lng !== "fa" || !existsSync(path.join(LOCALES, lng))) return [];
  return readdirSync(path.join(LOCALES, lng))
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) =>
      leaves(JSON.parse(readFileSync(path.join(LOCALES, lng, file), "utf8")))
        .map(([key, value]) => [key, arabicLettersInPersian(value)])
        .filter(([, found]) => found.length > 0)
        .map(
          ([key, found]) =>
            `${lng}/${file}: ${key} has Arabic ${[...new Set(found)].join(", ")} (Persian: ی U+06CC, ک U+06A9)`,
        ),
    );
}

/** Problems of one language, as lines. */
export function checkLanguage(lng) {
  const problems = persianLetterProblems(lng);
  const pluralForms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  for (const ns of APPLICANT_NAMESPACES) {
    const file = path.join(LOCALES, lng, `${ns}.json`);
    if (!existsSync(file)) {
      problems.push(`${lng}/${ns}.json: missing`);
      continue;
    }
    let target;
    try {
      target = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      problems.push(`${lng}/${ns}.json: not JSON (${error.message})`);
      continue;
    }
    const source = JSON.parse(readFileSync(path.join(LOCALES, "de", `${ns}.json`), "utf8"));
    const german = new Map(leaves(source));
    const english = new Map(leaves(JSON.parse(readFileSync(path.join(LOCALES, "en", `${ns}.json`), "utf8"))));
    const translated = new Map(leaves(target));
    // The keys German has, with each plural group expanded to this language's forms.
    const expected = new Map();
    const alternative = new Map();
    for (const [key, value] of german) {
      if (PLURAL_SUFFIX.test(key)) {
        const base = key.replace(PLURAL_SUFFIX, "");
        for (const form of pluralForms) {
          expected.set(`${base}_${form}`, german.get(`${base}_other`) ?? value);
          alternative.set(`${base}_${form}`, english.get(`${base}_other`) ?? english.get(key));
        }
      } else {
        expected.set(key, value);
        alternative.set(key, english.get(key));
      }
    }
    for (const [key, value] of expected) {
      if (!translated.has(key)) {
        problems.push(`${lng}/${ns}.json: missing key ${key}`);
        continue;
      }
      const text = translated.get(key);
      if (typeof text !== typeof value) problems.push(`${lng}/${ns}.json: ${key} is not a ${typeof value}`);
      else if (typeof text === "string" && text.trim() === "") problems.push(`${lng}/${ns}.json: ${key} is empty`);
      else if (typeof text === "string") {
        // a plural form may leave out {{count}} (Arabic "one" and "two" say the number in words)
        const comparable = (s) =>
          JSON.stringify(tokens(s ?? "").filter((t) => !(PLURAL_SUFFIX.test(key) && t === "{{count}}")));
        const have = comparable(text);
        const want = comparable(value);
        if (have !== want && have !== comparable(alternative.get(key))) {
          problems.push(`${lng}/${ns}.json: ${key} has ${JSON.stringify(have)}, German ${JSON.stringify(want)}`);
        }
      }
    }
    for (const key of translated.keys()) {
      if (!expected.has(key)) problems.push(`${lng}/${ns}.json: key ${key} is not in German`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const requested = process.argv.slice(2);
  const languages =
    requested.length > 0
      ? requested
      : readdirSync(LOCALES).filter((l) => !["de", "en"].includes(l) && !l.startsWith("."));
  const problems = [...voiceProblems(), ...languages.flatMap(checkLanguage)];
  for (const line of problems) console.log(line);
  console.log(problems.length === 0 ? `ok: ${languages.join(", ")}` : `${problems.length} problems`);
  process.exit(problems.length === 0 ? 0 : 1);
}
