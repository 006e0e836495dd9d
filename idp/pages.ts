/**
 * HTML of the identity providers' pages. No scripts, no inline styles: one linked stylesheet.
 * Every page has `<html lang>`, a `<title>`, a `<main>` landmark and one `<h1>`.
 */
import type { DemoAccount, DemoIssuer } from "#contracts";
import { type Lang, RTL_LANGS, texts } from "./i18n";

export const escapeHtml = (value: unknown): string =>
  String(value ?? "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

export interface PageContext {
  lang: Lang;
  /** URL of the stylesheet. */
  cssHref: string;
  /** CSP nonce of the request, when the server gives one (put on the stylesheet link). */
  nonce?: string;
}

interface LayoutInput extends PageContext {
  title: string;
  body: string;
}

function layout({ lang, cssHref, nonce, title, body }: LayoutInput): string {
  const t = texts[lang];
  const nonceAttr = nonce ? ` nonce="${escapeHtml(nonce)}"` : "";
  return `<!DOCTYPE html>
<html lang="${lang}"${RTL_LANGS.includes(lang) ? ' dir="rtl"' : ""}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(cssHref)}"${nonceAttr}>
</head>
<body>
<a class="skip-link" href="#main">${escapeHtml(t.skipLink)}</a>
<header class="header"><p>${escapeHtml(t.brand)}</p></header>
<main class="main" id="main">
${body}
</main>
</body>
</html>
`;
}

export type LoginField = "email" | "password";

export interface LoginPageInput extends PageContext {
  issuer: DemoIssuer;
  action: string;
  abortAction: string;
  email: string;
  /** One error message per field (the wrong-credentials error sits on the e-mail field). */
  errors: Partial<Record<LoginField, string>>;
  accounts: readonly DemoAccount[];
  /** The demo accounts' shared password, printed with the accounts; null: neither is printed. */
  demoPassword: string | null;
}

export function loginPage(input: LoginPageInput): string {
  const { lang, issuer, errors } = input;
  const t = texts[lang];
  const heading = t.issuerHeading[issuer];
  const hasErrors = Object.keys(errors).length > 0;
  const title = `${hasErrors ? `${t.errorPrefix} ` : ""}${t.titleLogin} – ${heading} – Tandem`;

  const summary = hasErrors
    ? `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 id="error-summary-title">${escapeHtml(t.errorSummaryTitle)}</h2>
<ul>
${(Object.entries(errors) as [LoginField, string][])
  .map(([field, message]) => `<li><a href="#${field}">${escapeHtml(message)}</a></li>`)
  .join("\n")}
</ul>
</div>
`
    : "";

  const field = (name: LoginField, label: string, type: string, autocomplete: string, value: string) => {
    const message = errors[name];
    // A wrong e-mail/password pair marks both fields invalid; its message sits on the e-mail field.
    const invalid = message !== undefined || (name === "password" && errors.email === t.errorWrongCredentials);
    const describedBy = message ? `${name}-error` : invalid && name === "password" ? "email-error" : undefined;
    return `<div class="field${message ? " field--error" : ""}">
<label for="${name}">${escapeHtml(label)}</label>
${message ? `<p class="error-message" id="${name}-error"><span class="visually-hidden">${escapeHtml(t.errorPrefix)} </span>${escapeHtml(message)}</p>\n` : ""}<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}"${
      type === "email" ? ' spellcheck="false" autocapitalize="none"' : ""
    }${value ? ` value="${escapeHtml(value)}"` : ""} required${invalid ? ' aria-invalid="true"' : ""}${
      describedBy ? ` aria-describedby="${describedBy}"` : ""
    }>
</div>`;
  };

  const rows = input.accounts
    .map(
      (a) =>
        `<tr><td data-label="${escapeHtml(t.demoEmail)}">${escapeHtml(a.email)}</td><td data-label="${escapeHtml(t.demoNote)}"${lang === "en" ? "" : ' lang="en"'}>${escapeHtml(a.note)}</td></tr>`,
    )
    .join("\n");
  // the demo accounts and their password: printed for development only (null in production)
  const demoSection =
    input.demoPassword === null
      ? ""
      : `<section aria-labelledby="demo-heading">
<h2 id="demo-heading">${escapeHtml(t.demoHeading)}</h2>
<p>${escapeHtml(t.demoIntro)} ${escapeHtml(t.demoPassword)} <code>${escapeHtml(input.demoPassword)}</code></p>
<div class="table-wrap">
<table class="table-rows">
<caption>${escapeHtml(t.demoCaption)}</caption>
<thead><tr><th scope="col">${escapeHtml(t.demoEmail)}</th><th scope="col">${escapeHtml(t.demoNote)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>
</section>`;

  const body = `<p class="notice"><strong>${escapeHtml(t.devNoticeLabel)}</strong> ${escapeHtml(t.devNotice)}</p>
${summary}<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(t.intro)}</p>
<form method="post" action="${escapeHtml(input.action)}" novalidate>
${field("email", t.email, "email", "username", input.email)}
${field("password", t.password, "password", "current-password", "")}
<div class="actions"><button type="submit">${escapeHtml(t.submit)}</button></div>
</form>
<div class="actions">
<form method="post" action="${escapeHtml(input.abortAction)}">
<button type="submit" class="secondary" aria-describedby="cancel-hint">${escapeHtml(t.cancel)}</button>
</form>
<p class="hint" id="cancel-hint">${escapeHtml(t.cancelHint)}</p>
</div>
${demoSection}`;
  return layout({ ...input, title, body });
}

export interface LogoutPageInput extends PageContext {
  service: string;
  action: string;
  xsrf: string;
}

/** Confirmation of RP-initiated logout: a plain POST form, works without JavaScript. */
export function logoutPage(input: LogoutPageInput): string {
  const t = texts[input.lang];
  const body = `<h1>${escapeHtml(t.logoutTitle)}</h1>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="xsrf" value="${escapeHtml(input.xsrf)}">
<p>${escapeHtml(t.logoutQuestion(input.service))}</p>
<div class="actions">
<button type="submit" name="logout" value="yes" autofocus>${escapeHtml(t.logoutYes)}</button>
<button type="submit" class="secondary">${escapeHtml(t.logoutNo)}</button>
</div>
</form>`;
  return layout({ ...input, title: `${t.logoutTitle} – ${input.service} – Tandem`, body });
}

/** Logout without an identity-provider session: one button instead of oidc-provider's auto-submitting script. */
export function logoutContinuePage(input: Omit<LogoutPageInput, "service">): string {
  const t = texts[input.lang];
  const body = `<h1>${escapeHtml(t.logoutContinueTitle)}</h1>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="xsrf" value="${escapeHtml(input.xsrf)}">
<input type="hidden" name="logout" value="yes">
<p>${escapeHtml(t.logoutContinueText)}</p>
<div class="actions"><button type="submit" autofocus>${escapeHtml(t.logoutContinue)}</button></div>
</form>`;
  return layout({ ...input, title: `${t.logoutContinueTitle} – Tandem`, body });
}

export function loggedOutPage(input: PageContext & { portalUrl: string }): string {
  const t = texts[input.lang];
  const body = `<h1>${escapeHtml(t.loggedOutTitle)}</h1>
<p>${escapeHtml(t.loggedOutText)}</p>
<p><a href="${escapeHtml(input.portalUrl)}">${escapeHtml(t.backToPortal)}</a></p>`;
  return layout({ ...input, title: `${t.loggedOutTitle} – Tandem`, body });
}

export interface ErrorPageInput extends PageContext {
  portalUrl: string;
  title?: string;
  text?: string;
  code?: string;
  description?: string;
}

export function errorPage(input: ErrorPageInput): string {
  const t = texts[input.lang];
  const title = input.title ?? t.errorTitle;
  const details =
    input.code || input.description
      ? `<dl>
${input.code ? `<dt>${escapeHtml(t.errorCode)}</dt><dd><code>${escapeHtml(input.code)}</code></dd>\n` : ""}${
  input.description
    ? `<dt>${escapeHtml(t.errorDetails)}</dt><dd${input.lang === "en" ? "" : ' lang="en"'}>${escapeHtml(input.description)}</dd>\n`
    : ""
}</dl>`
      : "";
  const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(input.text ?? t.errorText)}</p>
${details}
<p><a href="${escapeHtml(input.portalUrl)}">${escapeHtml(t.backToPortal)}</a></p>`;
  return layout({ ...input, title: `${t.errorPrefix} ${title} – Tandem`, body });
}
