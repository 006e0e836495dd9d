/** Mail texts in German (default) and English. HTML bodies escape every inserted value. */
import type { Language } from "../../contracts";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const verificationTexts = {
  de: {
    subject: "Bitte bestätige deine E-Mail-Adresse",
    greeting: (name: string) => (name ? `Hallo ${name},` : "Hallo,"),
    body: "bitte bestätige deine E-Mail-Adresse für das Tandem-Portal über diesen Link:",
    expiry: "Der Link ist 24 Stunden gültig und kann einmal verwendet werden.",
    ignore: "Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren.",
    button: "E-Mail-Adresse bestätigen",
  },
  en: {
    subject: "Please confirm your e-mail address",
    greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
    body: "please confirm your e-mail address for the Tandem portal with this link:",
    expiry: "The link is valid for 24 hours and can be used once.",
    ignore: "If you did not ask for this, you can ignore this e-mail.",
    button: "Confirm e-mail address",
  },
} as const;

export function emailVerificationMail(language: Language | null, firstName: string | null, link: string): RenderedMail {
  const t = verificationTexts[language === "en" ? "en" : "de"];
  const greeting = t.greeting(firstName ?? "");
  return {
    subject: t.subject,
    text: [greeting, "", t.body, link, "", t.expiry, t.ignore].join("\n"),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(t.body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>`,
      `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
    ].join("\n"),
  };
}
