import { Fragment, type ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";

/** A link inside a legal text: underlined and with a visible focus, as the surrounding prose needs. */
export const LEGAL_LINK_CLASS =
  "text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-800";

/** A mail address as a link. */
export function MailLink({ address }: { address: string }) {
  return (
    <a className={LEGAL_LINK_CLASS} href={`mailto:${address}`}>
      {address}
    </a>
  );
}

/** A phone number as a link (its `tel:` address keeps the digits and the leading plus only). */
export function PhoneLink({ number }: { number: string }) {
  return (
    <a className={LEGAL_LINK_CLASS} href={`tel:${number.replace(/[^\d+]/g, "")}`}>
      {number}
    </a>
  );
}

/** The operator's postal address (locales/{lng}/legal.json `shared`), the country where others abroad read it. */
export function OperatorAddress({ country = false }: { country?: boolean }) {
  const { t } = useTranslation("legal");
  const lines = [t("shared.organisation"), t("shared.street"), t("shared.postalCodeCity")];
  if (country) lines.push(t("shared.country"));
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={line}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/**
 * The one shell of every legal page of both units (imprint, privacy notice, accessibility statement, the
 * company unit's terms): the title, the date of the text when it has one and, in any language but German,
 * the note that the German text is binding.
 */
export function LegalArticle({
  title,
  lastUpdated,
  translationNote,
  children,
}: {
  title: string;
  lastUpdated?: string;
  translationNote: string;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  return (
    <article className="mx-auto max-w-3xl bg-white px-4 py-8 text-start leading-relaxed text-gray-900">
      <h1 className="text-3xl font-bold leading-tight">{title}</h1>
      {lastUpdated ? <p className="mt-2 text-sm text-gray-700">{lastUpdated}</p> : null}
      {i18n.resolvedLanguage?.startsWith("de") ? null : <p className="mt-2 text-sm text-gray-700">{translationNote}</p>}
      {children}
    </article>
  );
}

/** A section of a legal text, its id an anchor other pages link to. */
export function LegalSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-xl font-bold leading-snug">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** One labelled value (a term and its description) of a definition list in a legal text. */
export function LegalField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-bold">{label}</dt>
      <dd className="ms-0">{children}</dd>
    </div>
  );
}

/**
 * The labelled phone number and mail address of a contact in a legal text, in the order the text names
 * them (`emailFirst` where the mail address is the way it asks for first), then what the caller adds.
 */
export function ContactFields({
  phone,
  email,
  emailFirst,
  children,
}: {
  phone: string;
  email: string;
  emailFirst?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation("legal");
  const phoneField = (
    <LegalField label={t("shared.phoneLabel")}>
      <PhoneLink number={phone} />
    </LegalField>
  );
  const emailField = (
    <LegalField label={t("shared.emailLabel")}>
      <MailLink address={email} />
    </LegalField>
  );
  return (
    <dl className="mt-3 space-y-2">
      {emailFirst ? emailField : phoneField}
      {emailFirst ? phoneField : emailField}
      {children}
    </dl>
  );
}
