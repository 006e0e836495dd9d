import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { z } from "zod";
import { DACH_COUNTRIES } from "#contracts/dach-countries";
import { Select } from "~/components/ui/Choice";
import { validateByConstraints } from "~/components/ui/constraint-validation";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form, SubmissionKey } from "~/components/ui/Form";
import { TextArea } from "~/components/ui/TextArea";
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
      <section aria-labelledby="email-change-title" className="card space-y-4">
        <h2 id="email-change-title" className="text-xl font-bold">
          {t("emailChange.title")}
        </h2>
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
      </section>
      <ContactSection />
      <section aria-labelledby="referral-title" className="card space-y-2">
        <h2 id="referral-title" className="text-xl font-bold">
          {t("referral.title")}
        </h2>
        <p>{t("referral.text")}</p>
        <Field id="referral-link" name="referral-link" label={t("referral.label")} readOnly value={referralUrl} />
      </section>
      <section aria-labelledby="withdrawal-title" className="card space-y-2">
        <h2 id="withdrawal-title" className="text-xl font-bold">
          {t("withdrawal.title")}
        </h2>
        <p>{t("withdrawal.linkIntro")}</p>
        <Link to="/ds/withdrawal">{t("withdrawal.link")}</Link>
      </section>
      <section aria-labelledby="my-data-link-title" className="card space-y-2">
        <h2 id="my-data-link-title" className="text-xl font-bold">
          {t("myData.title")}
        </h2>
        <p>{t("myData.linkIntro")}</p>
        <Link to="/ds/profile/data">{t("myData.link")}</Link>
      </section>
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
    <section aria-labelledby="email-title" className="card space-y-3">
      <h2 id="email-title" className="text-xl font-bold">
        {t("email.title")}
      </h2>
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
    </section>
  );
}

function EmailChangeSection() {
  const { t } = useTranslation("profile");
  const actionData = useActionData<ContactActionData>();
  const lastResult = actionData?.intent === INTENTS.emailChange ? actionData.result : undefined;
  const { rules } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<z.input<typeof EmailChangeForm>>({
    id: "email-change",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validateByConstraints(rules.emailChange),
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
        id={fields.newEmail.id}
        name={fields.newEmail.name}
        key={fields.newEmail.key}
        type="email"
        autoComplete="email"
        label={t("emailChange.newEmail")}
        required
        defaultValue={fields.newEmail.initialValue}
        errors={fields.newEmail.errors}
      />
      <TextArea
        id={fields.reason.id}
        name={fields.reason.name}
        key={fields.reason.key}
        label={t("emailChange.reason")}
        maxChars={250}
        counter
        defaultValue={fields.reason.initialValue}
        errors={fields.reason.errors}
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
  const [form, fields] = useForm<z.input<typeof ContactForm>>({
    id: "contact",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validateByConstraints(rules.contact),
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
    <section aria-labelledby="contact-title" className="card space-y-4">
      <h2 id="contact-title" className="text-xl font-bold">
        {t("contact.title")}
      </h2>
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
          <Field
            key={field.key ?? field.id}
            id={field.id}
            name={field.name}
            label={label}
            defaultValue={field.initialValue}
            errors={field.errors}
            {...rest}
          />
        ))}
        <Select
          id={fields.shippingCountry.id}
          name={fields.shippingCountry.name}
          key={fields.shippingCountry.key}
          label={t("contact.country")}
          hint={t("contact.countryHint")}
          placeholder={t("contact.choose")}
          options={DACH_COUNTRIES.map((code) => ({ value: code, label: regionNames.of(code) ?? code }))}
          defaultValue={fields.shippingCountry.initialValue}
          errors={fields.shippingCountry.errors}
        />
        <button type="submit" className="btn-primary">
          {t("save")}
        </button>
      </Form>
    </section>
  );
}
