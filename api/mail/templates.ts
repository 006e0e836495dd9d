/**
 * The layouts of the mails: which texts (texts.ts, from locales/{de,en}/mail.json) go where, in the
 * recipient's language. HTML bodies escape every inserted value.
 */
import type { Language } from "#contracts";
import { localDigits } from "#contracts/digits";
import { type MailParams, mailLanguage, mailText } from "./texts";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** An address in the portal for a mail or a notification: `path` under the public URL (no double slash). */
export const portalUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, "")}${path}`;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** "Hallo Lena," or, without a name, "Hallo," (`prefix` names another greeting, e.g. the formal one). */
const greeting = (language: string | null, name: string | null, prefix = "") =>
  name ? mailText(language, `${prefix}greeting`, { name }) : mailText(language, `${prefix}greetingAnonymous`);

export function emailVerificationMail(language: Language | null, firstName: string | null, link: string): RenderedMail {
  const t = (key: string) => mailText(language, `emailVerification.${key}`);
  const hello = greeting(language, firstName);
  return {
    subject: t("subject"),
    text: [hello, "", t("body"), link, "", t("expiry"), t("ignore")].join("\n"),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(t("body"))}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t("button"))}</a></p>`,
      `<p>${escapeHtml(t("expiry"))}<br>${escapeHtml(t("ignore"))}</p>`,
    ].join("\n"),
  };
}

/**
 * The e-mail copy of an in-app notification: greeting, the message under `key`, the link into the portal.
 * A `date` parameter (dd.MM.yyyy or dd.MM.yyyy, HH:mm, written with 0–9 because the in-app copy of the same
 * parameters is read later in whatever language the page has) is written in the recipient's digits
 * (Arabic-Indic for Arabic, Persian for Persian: docs/decisions/035-arabic-and-persian-digits.md).
 */
export function notificationMail(
  language: string | null,
  firstName: string | null,
  key: string,
  mailParams: MailParams,
  url: string | null,
): RenderedMail {
  const date = mailParams.date && localDigits(String(mailParams.date), mailLanguage(language));
  const params = { ...mailParams, date };
  const hello = greeting(language, firstName);
  const body = mailText(language, `${key}.body`, params);
  return {
    subject: mailText(language, `${key}.subject`, params),
    text: [hello, "", body, ...(url ? ["", url] : [])].join("\n"),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      ...(url ? [`<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`] : []),
    ].join("\n"),
  };
}

/** The invitation of an employee to a company portal (plain text: the link is the whole point). */
export function employeeInvitationMail(
  language: string | null,
  i: { firstName: string | null; inviterName: string; companyName: string; link: string; until: string },
): { subject: string; text: string } {
  const params = { inviterName: i.inviterName, companyName: i.companyName, until: i.until };
  const t = (key: string) => mailText(language, `employeeInvitation.${key}`, params);
  const hello = greeting(language, i.firstName, "employeeInvitation.");
  return {
    subject: t("subject"),
    text: `${hello}\n\n${t("body")}\n\n${t("accept")}\n${i.link}\n\n${t("validUntil")} ${t("ignore")}\n`,
  };
}
