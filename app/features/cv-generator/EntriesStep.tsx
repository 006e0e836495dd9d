import { useActionData, useLoaderData } from "@remix-run/react";
import type { CvEntry } from "#contracts";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { TextArea } from "~/components/ui/TextArea";
import { useCvBase } from "~/features/cv-generator/use-cv-base";
import { useTranslation } from "~/i18n/translation";

const NAMES = ["title", "place", "from", "to", "description"] as const;

interface ActionResult {
  errors: Record<string, string[] | undefined>;
  values: Record<(typeof NAMES)[number], string>;
}

/** One list step: the saved entries, each with a remove button, and the form for one more entry. */
export function EntriesStep({ list }: { list: "education" | "experience" }) {
  const { t } = useTranslation("cvgenerator");
  const { entries } = useLoaderData<{ entries: CvEntry[] }>();
  const result = useActionData<ActionResult>();
  const errors: Record<string, string[] | undefined> = result?.errors ?? {};
  const values = result?.values;
  const { base } = useCvBase();
  const action = `${base}/input/${list}`;
  const label = (name: (typeof NAMES)[number]) => t(`${list}.${name === "title" ? "what" : name}`);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t(`${list}.title`)}</h1>
      <ErrorSummary
        items={NAMES.map((n) => ({ fieldId: `${list}-${n}`, label: label(n), errors: errors[n] }))}
        formErrors={errors.form}
      />
      <section aria-labelledby={`${list}-saved`}>
        <h2 id={`${list}-saved`} className="text-xl font-bold">
          {t("entries.saved", { count: entries.length })}
        </h2>
        {entries.length === 0 ? (
          <p>{t("entries.none")}</p>
        ) : (
          <Form method="post" action={action}>
            <ul className="space-y-2">
              {entries.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the index is what the remove button posts
                <li key={i} className="card flex items-start justify-between gap-4">
                  <span>
                    <strong>{e.title}</strong>, {e.place}
                    {e.from || e.to ? ` (${[e.from, e.to].filter(Boolean).join(" – ")})` : ""}
                  </span>
                  <button
                    type="submit"
                    name="intent"
                    value={`remove-${i}`}
                    className="btn-secondary"
                    aria-label={t("entries.removeNamed", { name: e.title })}
                  >
                    {t("entries.remove")}
                  </button>
                </li>
              ))}
            </ul>
          </Form>
        )}
      </section>
      <Form method="post" action={action} className="space-y-4" noValidate aria-labelledby={`${list}-add`}>
        <h2 id={`${list}-add`} className="text-xl font-bold">
          {t(`${list}.add`)}
        </h2>
        <Field
          id={`${list}-title`}
          name="title"
          label={label("title")}
          required
          defaultValue={values?.title}
          errors={errors.title}
        />
        <Field
          id={`${list}-place`}
          name="place"
          label={label("place")}
          required
          defaultValue={values?.place}
          errors={errors.place}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={`${list}-from`}
            name="from"
            label={label("from")}
            hint={t("entries.dateHint")}
            defaultValue={values?.from}
            errors={errors.from}
          />
          <Field
            id={`${list}-to`}
            name="to"
            label={label("to")}
            hint={t("entries.dateHint")}
            defaultValue={values?.to}
            errors={errors.to}
          />
        </div>
        <TextArea
          id={`${list}-description`}
          name="description"
          label={label("description")}
          maxChars={1000}
          defaultValue={values?.description}
          errors={errors.description}
        />
        <button type="submit" name="intent" value="add" className="btn-secondary">
          {t("entries.addButton")}
        </button>
      </Form>
      <Form method="post" action={action}>
        <button type="submit" name="intent" value="next" className="btn-primary">
          {t("form.next")}
        </button>
      </Form>
    </div>
  );
}
