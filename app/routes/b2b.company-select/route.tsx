import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { type CompanySelectActionData, companySelectAction, companySelectLoader } from "./company-select.server";
import { SELECT_INTENTS } from "./intents";

export const handle: RouteHandle = { title: "employees:select.title", i18n: ["employees"] };
export const loader = (args: LoaderFunctionArgs) => companySelectLoader(args);
export const action = (args: ActionFunctionArgs) => companySelectAction(args);

/**
 * The company-select overlay of docs/product.md#other-flows: a real page with plain forms; with JavaScript the same
 * content is shown as a modal dialog (a native <dialog> opened on hydration) that cannot be dismissed,
 * because the unit needs a company.
 */
export default function CompanySelect() {
  const ref = useRef<HTMLDialogElement>(null);
  const [modal, setModal] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    dialog.close();
    dialog.showModal();
    setModal(true);
  }, []);
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="company-select-title"
      onCancel={(e) => e.preventDefault()}
      className={
        modal
          ? "w-full max-w-lg rounded-lg p-6 shadow-xl backdrop:bg-gray-900/60"
          : "static mx-0 w-full max-w-2xl bg-transparent p-0"
      }
      data-testid="company-select"
    >
      <SelectContent />
    </dialog>
  );
}

function SelectContent() {
  const { t } = useTranslation("employees");
  const { companies, defaultCompanyId, activeCompanyId } = useLoaderData<typeof loader>();
  const actionData = useActionData<CompanySelectActionData>();
  const accepted = companies.filter((c) => !c.invitationPending);
  const pending = companies.filter((c) => c.invitationPending);
  const preselected = activeCompanyId ?? defaultCompanyId ?? undefined;
  return (
    <div className="space-y-6">
      <h1 id="company-select-title" className="text-2xl font-bold">
        {t("select.title")}
      </h1>
      {actionData?.error ? (
        <div role="alert" className="border-4 border-red-700 p-3">
          {t(actionData.error)}
        </div>
      ) : null}
      {companies.length === 0 ? <p>{t("select.none")}</p> : null}
      {accepted.length > 0 ? (
        <Form method="post" className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="font-bold">{t("select.legend")}</legend>
            {accepted.map((c, i) => (
              <div key={c.id} className="flex items-center gap-2">
                <input
                  type="radio"
                  id={`company-${i}`}
                  name="companyId"
                  value={c.id}
                  defaultChecked={preselected ? preselected === c.id : i === 0}
                  className="h-5 w-5"
                />
                <label htmlFor={`company-${i}`}>
                  {c.name}
                  {defaultCompanyId === c.id ? ` (${t("select.isDefault")})` : ""}
                </label>
              </div>
            ))}
          </fieldset>
          <div className="flex items-start gap-2">
            <input type="checkbox" id="setDefault" name="setDefault" className="mt-1 h-5 w-5" />
            <label htmlFor="setDefault">{t("select.setDefault")}</label>
          </div>
          <button type="submit" name="intent" value={SELECT_INTENTS.choose} className="btn-primary">
            {t("select.submit")}
          </button>
        </Form>
      ) : null}
      {pending.length > 0 ? (
        <Section titleId="invitations-title" title={t("select.invitations")} className="space-y-3">
          <ul className="space-y-3">
            {pending.map((c) => (
              <li key={c.id} className="card space-y-2">
                <p>{t("select.invitedTo", { company: c.name })}</p>
                <Form method="post" className="flex flex-wrap gap-3">
                  <input type="hidden" name="companyId" value={c.id} />
                  <button type="submit" name="intent" value={SELECT_INTENTS.accept} className="btn-primary">
                    {t("select.accept", { company: c.name })}
                  </button>
                  <button type="submit" name="intent" value={SELECT_INTENTS.decline} className="btn-secondary">
                    {t("select.decline", { company: c.name })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
