import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { conformanceSummary } from "~/features/accessibility/conformance.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { formatDate } from "~/utils/format";

/**
 * The accessibility statement ("Erklärung zur Barrierefreiheit") that BITV 2.0 § 7 and Directive (EU)
 * 2016/2102 require of a public body's website: conformance status, known limitations, feedback contact,
 * enforcement procedure and the date of the last review. Public like the imprint, linked from every footer.
 */
export const handle: RouteHandle = {
  allowUnauthorized: true,
  suppressCmp: true,
  i18n: "legal",
  title: "accessibility.title",
};

/** The conformance report's date of the last full test run: written by scripts/accessibility/conformance.mjs. */
export const loader = () => conformanceSummary();

/** The day this statement was last reviewed against the portal (update it with every review). */
const LAST_CHECK = "2026-11-24";

const LIMITATIONS = ["pdf", "uploads", "languages", "plainLanguage"] as const;

const linkClass =
  "text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-800";

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-xl font-bold leading-snug">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-bold">{label}</dt>
      <dd className="ms-0">{children}</dd>
    </div>
  );
}

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export default function AccessibilityStatement() {
  const { t, i18n } = useTranslation("legal");
  const { lastFullRun } = useLoaderData<typeof loader>();
  const phone = t("shared.phone");
  const email = t("accessibility.feedback.email");
  const body = {
    phone: t("accessibility.enforcement.phone"),
    email: t("accessibility.enforcement.email"),
    web: t("accessibility.enforcement.web"),
  };
  return (
    <article className="mx-auto max-w-3xl bg-white px-4 py-8 text-start leading-relaxed text-gray-900">
      <h1 className="text-3xl font-bold leading-tight">{t("accessibility.title")}</h1>
      <p className="mt-3">{t("accessibility.intro")}</p>
      {i18n.resolvedLanguage?.startsWith("de") ? null : (
        <p className="mt-3 text-sm text-gray-700">{t("shared.translationNote")}</p>
      )}

      <Section id="status" heading={t("accessibility.status.heading")}>
        <p className="mt-3">{t("accessibility.status.text")}</p>
      </Section>

      <Section id="limitations" heading={t("accessibility.limitations.heading")}>
        <p className="mt-3">{t("accessibility.limitations.intro")}</p>
        <ul className="mt-3 list-disc space-y-2 ps-6">
          {LIMITATIONS.map((key) => (
            <li key={key}>{t(`accessibility.limitations.${key}`)}</li>
          ))}
        </ul>
        <p className="mt-3">{t("accessibility.limitations.plan")}</p>
      </Section>

      <Section id="preparation" heading={t("accessibility.preparation.heading")}>
        <p className="mt-3">{t("accessibility.preparation.text")}</p>
        <p className="mt-3">
          {t("accessibility.preparation.lastCheck", { date: formatDate(LAST_CHECK, i18n.language) })}
        </p>
        <p className="mt-3">
          {t("accessibility.preparation.report", { date: formatDate(lastFullRun, i18n.language) })}{" "}
          <Link className={linkClass} to="/barrierefreiheit/bericht">
            {t("accessibility.preparation.reportLink")}
          </Link>
        </p>
      </Section>

      <Section id="feedback" heading={t("accessibility.feedback.heading")}>
        <p className="mt-3">{t("accessibility.feedback.text")}</p>
        <dl className="mt-3 space-y-2">
          <Field label={t("shared.emailLabel")}>
            <a className={linkClass} href={`mailto:${email}`}>
              {email}
            </a>
          </Field>
          <Field label={t("shared.phoneLabel")}>
            <a className={linkClass} href={tel(phone)}>
              {phone}
            </a>
          </Field>
          <Field label={t("accessibility.feedback.postLabel")}>
            <address className="not-italic">
              {t("shared.organisation")}
              <br />
              {t("shared.street")}
              <br />
              {t("shared.postalCodeCity")}
            </address>
          </Field>
        </dl>
      </Section>

      <Section id="enforcement" heading={t("accessibility.enforcement.heading")}>
        <p className="mt-3">{t("accessibility.enforcement.text")}</p>
        <address className="mt-3 not-italic">
          {/* the body's official name is German in every language */}
          <span lang="de">{t("accessibility.enforcement.body")}</span>
          <br />
          {t("accessibility.enforcement.address")}
        </address>
        <dl className="mt-3 space-y-2">
          <Field label={t("shared.phoneLabel")}>
            <a className={linkClass} href={tel(body.phone)}>
              {body.phone}
            </a>
          </Field>
          <Field label={t("shared.emailLabel")}>
            <a className={linkClass} href={`mailto:${body.email}`}>
              {body.email}
            </a>
          </Field>
          <Field label={t("accessibility.enforcement.webLabel")}>
            <a className={linkClass} href={body.web}>
              {body.web.replace(/^https:\/\//, "")}
            </a>
          </Field>
        </dl>
      </Section>
    </article>
  );
}
