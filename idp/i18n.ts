/**
 * Texts of the development identity providers' pages: German by default, in each language the portal
 * offers (docs/product.md#audiences-and-units) on request.
 */
import { ar, es, fa, fr, it, pl, ru, tr } from "./i18n-more";
import type { Texts } from "./texts";

export type { Texts };

export const LANGS = ["de", "en", "es", "fr", "it", "ru", "pl", "tr", "ar", "fa"] as const;
export type Lang = (typeof LANGS)[number];
/** Languages written right to left. */
export const RTL_LANGS: readonly Lang[] = ["ar", "fa"];

const langOf = (tag: string): Lang | null => {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGS as readonly string[]).includes(primary) ? (primary as Lang) : null;
};

/** `ui_locales` (space-separated, in order of preference) wins; then the portal's `lng` cookie; else German. */
export function pickLang(uiLocales: unknown, cookieHeader: string | undefined): Lang {
  if (typeof uiLocales === "string") {
    for (const tag of uiLocales.split(/\s+/)) {
      const lang = langOf(tag);
      if (lang) return lang;
    }
  }
  if (cookieHeader) {
    for (const part of cookieHeader.split(";")) {
      const [name, ...rest] = part.trim().split("=");
      if (name === "lng") {
        let value = "";
        try {
          value = decodeURIComponent(rest.join("="));
        } catch {
          // a malformed cookie names no language
        }
        const lang = langOf(value);
        if (lang) return lang;
      }
    }
  }
  return "de";
}

const de: Texts = {
  issuerHeading: {
    applicant: "Anmeldung für Bewerberinnen und Bewerber",
    company: "Unternehmensportal",
    staff: "Studienberatung",
  },
  brand: "Tandem – Anmeldedienst (Entwicklung)",
  skipLink: "Zum Inhalt springen",
  devNoticeLabel: "Entwicklungsumgebung:",
  devNotice:
    "Dies ist ein Anmeldedienst nur für Entwicklung und Tests. Er kennt ausschließlich die unten aufgeführten Demo-Konten.",
  titleLogin: "Anmelden",
  intro: "Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.",
  email: "E-Mail-Adresse",
  password: "Passwort",
  submit: "Anmelden",
  cancel: "Abbrechen",
  cancelHint: "Abbrechen bricht die Anmeldung ab und führt Sie zum Portal zurück.",
  errorPrefix: "Fehler:",
  errorSummaryTitle: "Es ist ein Problem aufgetreten",
  errorEmailMissing: "Geben Sie Ihre E-Mail-Adresse ein.",
  errorPasswordMissing: "Geben Sie Ihr Passwort ein.",
  errorWrongCredentials: "E-Mail-Adresse oder Passwort ist falsch.",
  demoHeading: "Demo-Konten",
  demoIntro: "Diese Konten sind für diesen Anmeldedienst eingerichtet.",
  demoPassword: "Passwort für alle Demo-Konten:",
  demoCaption: "Demo-Konten dieses Anmeldedienstes",
  demoEmail: "E-Mail-Adresse",
  demoNote: "Hinweis",
  logoutTitle: "Abmelden",
  logoutQuestion: (service) => `Möchten Sie sich beim Anmeldedienst „${service}“ abmelden?`,
  logoutYes: "Ja, abmelden",
  logoutNo: "Nein, angemeldet bleiben",
  logoutContinueTitle: "Abmeldung fortsetzen",
  logoutContinueText: "Sie sind beim Anmeldedienst nicht mehr angemeldet. Wählen Sie „Weiter“, um zurückzukehren.",
  logoutContinue: "Weiter",
  loggedOutTitle: "Sie sind abgemeldet",
  loggedOutText: "Sie haben sich erfolgreich beim Anmeldedienst abgemeldet.",
  backToPortal: "Zurück zum Portal",
  errorTitle: "Es ist ein Fehler aufgetreten",
  errorText: "Die Anfrage konnte nicht bearbeitet werden. Kehren Sie zum Portal zurück und versuchen Sie es erneut.",
  errorCode: "Fehlercode",
  errorDetails: "Beschreibung",
  sessionExpiredTitle: "Die Anmeldung ist abgelaufen",
  sessionExpiredText:
    "Diese Anmeldung ist abgelaufen oder wurde bereits abgeschlossen. Kehren Sie zum Portal zurück und melden Sie sich erneut an.",
};

const en: Texts = {
  issuerHeading: {
    applicant: "Sign in for applicants",
    company: "Company portal",
    staff: "Study advice",
  },
  brand: "Tandem – sign-in service (development)",
  skipLink: "Skip to content",
  devNoticeLabel: "Development environment:",
  devNotice: "This sign-in service is for development and testing only. It knows only the demo accounts listed below.",
  titleLogin: "Sign in",
  intro: "Sign in with your email address and password.",
  email: "Email address",
  password: "Password",
  submit: "Sign in",
  cancel: "Cancel",
  cancelHint: "Cancel stops signing in and takes you back to the portal.",
  errorPrefix: "Error:",
  errorSummaryTitle: "There is a problem",
  errorEmailMissing: "Enter your email address.",
  errorPasswordMissing: "Enter your password.",
  errorWrongCredentials: "The email address or password is incorrect.",
  demoHeading: "Demo accounts",
  demoIntro: "These accounts are set up for this sign-in service.",
  demoPassword: "Password of every demo account:",
  demoCaption: "Demo accounts of this sign-in service",
  demoEmail: "Email address",
  demoNote: "Note",
  logoutTitle: "Sign out",
  logoutQuestion: (service) => `Do you want to sign out of the sign-in service “${service}”?`,
  logoutYes: "Yes, sign out",
  logoutNo: "No, stay signed in",
  logoutContinueTitle: "Continue signing out",
  logoutContinueText: "You are no longer signed in to the sign-in service. Select “Continue” to go back.",
  logoutContinue: "Continue",
  loggedOutTitle: "You are signed out",
  loggedOutText: "You have signed out of the sign-in service.",
  backToPortal: "Back to the portal",
  errorTitle: "Something went wrong",
  errorText: "The request could not be processed. Go back to the portal and try again.",
  errorCode: "Error code",
  errorDetails: "Description",
  sessionExpiredTitle: "This sign-in has expired",
  sessionExpiredText: "This sign-in has expired or was already completed. Go back to the portal and sign in again.",
};

export const texts: Record<Lang, Texts> = { de, en, es, fr, it, ru, pl, tr, ar, fa };
