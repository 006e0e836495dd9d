import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = {
  allowUnauthorized: true,
  suppressCmp: true,
  i18n: "legal",
  title: "imprint.title",
};

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

export default function Impressum() {
  const { t, i18n } = useTranslation("legal");
  const phone = t("shared.phone");
  const email = t("shared.email");

  return (
    <article className="mx-auto max-w-3xl bg-white px-4 py-8 text-start leading-relaxed text-gray-900">
      <h1 className="text-3xl font-bold leading-tight">{t("imprint.title")}</h1>
      <p className="mt-3 text-gray-700">{t("imprint.intro")}</p>
      {i18n.resolvedLanguage?.startsWith("de") ? null : (
        <p className="mt-3 text-sm text-gray-700">{t("shared.translationNote")}</p>
      )}

      <Section id="operator" heading={t("imprint.operator.heading")}>
        <address className="mt-3 not-italic">
          {t("shared.organisation")}
          <br />
          {t("shared.street")}
          <br />
          {t("shared.postalCodeCity")}
          <br />
          {t("shared.country")}
        </address>
        <dl className="mt-3">
          <Field label={t("imprint.operator.representedByLabel")}>{t("shared.managingDirectors")}</Field>
        </dl>
      </Section>

      <Section id="contact" heading={t("imprint.contact.heading")}>
        <dl className="mt-3 space-y-2">
          <Field label={t("shared.phoneLabel")}>
            <a className={linkClass} href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
              {phone}
            </a>
          </Field>
          <Field label={t("shared.emailLabel")}>
            <a className={linkClass} href={`mailto:${email}`}>
              {email}
            </a>
          </Field>
        </dl>
        <p className="mt-3">{t("imprint.contact.note")}</p>
      </Section>

      <Section id="register" heading={t("imprint.register.heading")}>
        <dl className="mt-3 space-y-2">
          <Field label={t("imprint.register.courtLabel")}>{t("imprint.register.court")}</Field>
          <Field label={t("imprint.register.numberLabel")}>{t("imprint.register.number")}</Field>
        </dl>
      </Section>

      <Section id="vat" heading={t("imprint.vat.heading")}>
        <dl className="mt-3">
          <Field label={t("imprint.vat.label")}>{t("imprint.vat.number")}</Field>
        </dl>
      </Section>

      <Section id="supervisory-authority" heading={t("imprint.supervisory.heading")}>
        <p className="mt-3">{t("imprint.supervisory.text")}</p>
        <p className="mt-2">{t("imprint.supervisory.authority")}</p>
      </Section>

      <Section id="responsible" heading={t("imprint.responsible.heading")}>
        <p className="mt-3">
          {t("imprint.responsible.name")}
          <br />
          {t("imprint.responsible.address")}
        </p>
      </Section>

      <Section id="dispute-resolution" heading={t("imprint.disputeResolution.heading")}>
        <p className="mt-3">{t("imprint.disputeResolution.vsbg")}</p>
      </Section>

      <Section id="liability" heading={t("imprint.liability.heading")}>
        <h3 className="mt-6 text-lg font-bold">{t("imprint.liability.contentHeading")}</h3>
        <p className="mt-3">{t("imprint.liability.contentOwn")}</p>
        <p className="mt-3">{t("imprint.liability.contentThirdParty")}</p>
        <h3 className="mt-6 text-lg font-bold">{t("imprint.liability.linksHeading")}</h3>
        <p className="mt-3">{t("imprint.liability.linksExternal")}</p>
        <p className="mt-3">{t("imprint.liability.linksMonitoring")}</p>
      </Section>

      <Section id="copyright" heading={t("imprint.copyright.heading")}>
        <p className="mt-3">{t("imprint.copyright.own")}</p>
        <p className="mt-3">{t("imprint.copyright.thirdParty")}</p>
      </Section>
    </article>
  );
}
