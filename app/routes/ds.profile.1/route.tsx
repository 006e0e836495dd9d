import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { z } from "zod";
import { DACH_COUNTRIES } from "#contracts/dach-countries";
import { Select } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form, SubmissionKey } from "~/components/ui/Form";
import { fieldControl } from "~/components/ui/field-control";
import { Section } from "~/components/ui/Section";
import { TextArea } from "~/components/ui/TextArea";
import { useConstraintForm } from "~/components/ui/use-constraint-form";
import { useApplicant } from "~/features/applicant/use-applicant";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { type ContactActionData, contactAction, contactLoader } from "./contact.server";
import { BANNER_MODE, INTENTS } from "./intents";
import type { ContactForm, EmailChangeForm } from "./schemas.server";
import { VerificationBanner } from "./VerificationBanner";

export const handle: RouteHandle = { title: "profile:tabs.1", i18n: ["profile"] };

export const loader = (args: LoaderFunctionArgs) => contactLoader(args);

export const action = (args: ActionFunctionArgs) => contactAction(args);

export default function ProfileContact() {
  const { t } = useTranslation("profile");
  const { openRequest, referralUrl } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <EmailSection />
      <Section titleId="email-change-title" title={t("emailChange.title")} className="card space-y-4">
        {openRequest ? (
          <p data-testid="email-change-pending">
            {t("emailChange.pending", {
              email: openRequest.newEmail,
              date: openRequest.createdAtText,
            })}
          </p>
        ) : (
          <EmailChangeSection />
        )}
      </Section>
      <ContactSection />
      <Section titleId="referral-title" title={t("referral.title")} className="card space-y-2">
        <p>{t("referral.text")}</p>
        <Field id="referral-link" name="referral-link" label={t("referral.label")} readOnly value={referralUrl} />
      </Section>
      <Section titleId="withdrawal-title" title={t("withdrawal.title")} className="card space-y-2">
        <p>{t("withdrawal.linkIntro")}</p>
        <Link to="/ds/withdrawal">{t("withdrawal.link")}</Link>
      </Section>
      <Section titleId="my-data-link-title" title={t("myData.title")} className="card space-y-2">
        <p>{t("myData.linkIntro")}</p>
        <Link to="/ds/profile/data">{t("myData.link")}</Link>
      </Section>
    </div>
  );
}

function EmailSection() {
  const { t } = useTranslation("profile");
  const { account } = useApplicant();
  const fetcher = useFetcher<ContactActionData>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const banner = fetcher.data && "banner" in fetcher.data ? fetcher.data.banner : null;
  const running = fetcher.state !== "idle";
  return (
    <Section titleId="email-title" title={t("email.title")} className="card space-y-3">
      <dl className="space-y-1">
        <dt className="text-sm text-gray-700">{t("email.label")}</dt>
        <dd className="font-bold" data-testid="account-email">
          {account.email}
        </dd>
        <dt className="text-sm text-gray-700">{t("email.status")}</dt>
        <dd data-testid="email-status">{account.emailVerified ? t("email.verified") : t("email.unverified")}</dd>
      </dl>
      <p className="text-sm text-gray-700">{t("email.hint")}</p>
      {account.emailVerified ? null : (
        <fetcher.Form method="post" className="space-y-3">
          <SubmissionKey />
          <p>{t("verification.explain")}</p>
          <input type="hidden" name="intent" value={INTENTS.verify} />
          {hydrated ? <input type="hidden" name="mode" value={BANNER_MODE} /> : null}
          <button type="submit" className="btn-secondary" disabled={running} aria-disabled={running}>
            {running ? t("verification.sending") : t("verification.send")}
          </button>
        </fetcher.Form>
      )}
      <div aria-live="polite">
        {banner && !running ? <VerificationBanner key={JSON.stringify(fetcher.data)} banner={banner} /> : null}
      </div>
    </Section>
  );
}

function EmailChangeSection() {
  const { t } = useTranslation("profile");
  const actionData = useActionData<ContactActionData>();
  const lastResult = actionData?.intent === INTENTS.emailChange ? actionData.result : undefined;
  const { rules } = useLoaderData<typeof loader>();
  const [form, fields] = useConstraintForm<z.input<typeof EmailChangeForm>>({
    id: "email-change",
    lastResult,
    rules: rules.emailChange,
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
      <p>{t("emailChange.intro")}</p>
      <ErrorSummary
        formErrors={form.errors}
        items={[
          { fieldId: fields.newEmail.id, label: t("emailChange.newEmail"), errors: fields.newEmail.errors },
          { fieldId: fields.reason.id, label: t("emailChange.reason"), errors: fields.reason.errors },
        ]}
      />
      <input type="hidden" name="intent" value={INTENTS.emailChange} />
      <Field
        {...fieldControl(fields.newEmail)}
        key={fields.newEmail.key}
        type="email"
        autoComplete="email"
        label={t("emailChange.newEmail")}
        required
      />
      <TextArea
        {...fieldControl(fields.reason)}
        key={fields.reason.key}
        label={t("emailChange.reason")}
        maxChars={250}
        counter
      />
      <button type="submit" className="btn-secondary">
        {t("emailChange.submit")}
      </button>
    </Form>
  );
}

function ContactSection() {
  const { t, i18n } = useTranslation("profile");
  const { account } = useApplicant();
  const actionData = useActionData<ContactActionData>();
  const lastResult = actionData?.intent === INTENTS.contact ? actionData.result : undefined;
  const { rules } = useLoaderData<typeof loader>();
  const [form, fields] = useConstraintForm<z.input<typeof ContactForm>>({
    id: "contact",
    lastResult,
    rules: rules.contact,
    defaultValue: {
      phone: account.phone ?? "",
      shippingStreet: account.shippingStreet ?? "",
      shippingPostalCode: account.shippingPostalCode ?? "",
      shippingCity: account.shippingCity ?? "",
      shippingCountry: account.shippingCountry ?? "",
    },
  });
  const regionNames = new Intl.DisplayNames([i18n.language], { type: "region" });
  const text = [
    { field: fields.phone, label: t("contact.phone"), autoComplete: "tel", type: "tel", hint: t("contact.phoneHint") },
    { field: fields.shippingStreet, label: t("contact.street"), autoComplete: "address-line1" },
    {
      field: fields.shippingPostalCode,
      label: t("contact.postalCode"),
      autoComplete: "postal-code",
      inputMode: "numeric",
    },
    { field: fields.shippingCity, label: t("contact.city"), autoComplete: "address-level2" },
  ] as const;
  return (
    <Section titleId="contact-title" title={t("contact.title")} className="card space-y-4">
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <ErrorSummary
          formErrors={form.errors}
          items={[
            ...text.map((f) => ({ fieldId: f.field.id, label: f.label, errors: f.field.errors })),
            { fieldId: fields.shippingCountry.id, label: t("contact.country"), errors: fields.shippingCountry.errors },
          ]}
        />
        <input type="hidden" name="intent" value={INTENTS.contact} />
        {text.map(({ field, label, ...rest }) => (
          <Field key={field.key ?? field.id} {...fieldControl(field)} label={label} {...rest} />
        ))}
        <Select
          {...fieldControl(fields.shippingCountry)}
          key={fields.shippingCountry.key}
          label={t("contact.country")}
          hint={t("contact.countryHint")}
          placeholder={t("contact.choose")}
          options={DACH_COUNTRIES.map((code) => ({ value: code, label: regionNames.of(code) ?? code }))}
        />
        <button type="submit" className="btn-primary">
          {t("save")}
        </button>
      </Form>
    </Section>
  );
}
