import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, type ShouldRevalidateFunction, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import type { Employee } from "#contracts/employees";
import { PERMISSIONS, SALUTATIONS } from "#contracts/enums";
import { Select } from "~/components/ui/Choice";
import { validateByConstraints } from "~/components/ui/constraint-validation";
import { EditConflict } from "~/components/ui/EditConflict";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { useErrorText } from "~/components/ui/messages";
import { Section } from "~/components/ui/Section";
import { type TFunction, useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { formRules } from "~/utils/form-rules.server";
import { type EmployeeActionData, employeeAction, employeeLoader } from "./employee.server";
import { EMPLOYEE_FIELDS, EMPLOYEE_INTENTS, type EmployeeField, MEMBERSHIP_SCOPE, PERSON_FIELDS } from "./fields";
import { EmployeeCreateForm, EmployeeEditForm, EmployeeMembershipForm } from "./schemas.server";

export const handle: RouteHandle = { title: "employees:edit.newTitle", i18n: ["employees"] };
export const loader = async (args: LoaderFunctionArgs) => ({
  ...(await employeeLoader(args)),
  rules: {
    create: formRules(EmployeeCreateForm),
    edit: formRules(EmployeeEditForm),
    membership: formRules(EmployeeMembershipForm),
  },
});
export const action = (args: ActionFunctionArgs) => employeeAction(args);
/**
 * A refused removal or re-invitation reloads the employee (by default a refused action does not): the
 * message asks to check the current details, and the next removal must confirm the current version.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  defaultShouldRevalidate ||
  (actionResult as EmployeeActionData | undefined)?.intent === EMPLOYEE_INTENTS.delete ||
  (actionResult as EmployeeActionData | undefined)?.intent === EMPLOYEE_INTENTS.resend;

type FieldMeta = { id: string; name: string; key?: string; initialValue?: unknown; errors?: string[] };
const str = (v: unknown) => (typeof v === "string" ? v : undefined);

/** Create or edit an employee (docs/product.md#company-unit employees/edit/{eId?}); re-invite; delete with a confirmation step. */
export default function EmployeePage() {
  const { t } = useTranslation("employees");
  const { employee, canCreate, canEdit, title, version } = useLoaderData<typeof loader>();
  const actionData = useActionData<EmployeeActionData>();
  const errorText = useErrorText();
  // refusals of forms that are not shown (a forged post) or of re-invite/delete appear here
  const general =
    actionData?.result && actionData.intent !== EMPLOYEE_INTENTS.save ? actionData.result.error?.[""] : undefined;
  const editable = employee ? canEdit && !employee.isOwner : canCreate;
  return (
    <div className="space-y-6">
      <p>
        <Link to="/b2b/employees">{t("edit.back")}</Link>
      </p>
      <h1 className="text-3xl font-bold">{title}</h1>
      {general?.length ? (
        <div role="alert" className="border-4 border-red-700 p-4" data-testid="employee-error">
          {errorText(general)}
        </div>
      ) : null}
      {employee?.isOwner ? (
        <p className="card" data-testid="owner-note">
          {t("errors.ownerNotEditable")} {t("edit.ownerNote")}
        </p>
      ) : !editable ? (
        <p className="card" data-testid="no-permission">
          {t(employee ? "edit.noEditPermission" : "edit.noCreatePermission")}
        </p>
      ) : null}
      {editable && employee && actionData?.conflict ? (
        <EmployeeConflict employeeId={employee.id} conflict={actionData.conflict} />
      ) : editable ? (
        // a new saved version (someone else's change seen on a refused removal) fills the form afresh
        <EmployeeForm key={version ?? "new"} employee={employee} />
      ) : employee ? (
        <EmployeeSummary employee={employee} />
      ) : null}
      {employee && !employee.isOwner ? <InvitationAndDelete employee={employee} /> : null}
    </div>
  );
}

/** The person's own data: what the summary shows first and the read-only view shows alone. */
const personRows = (t: TFunction, employee: Employee): [string, string][] => [
  [t("fields.salutation"), employee.salutation ? t(`salutation.${employee.salutation}`) : "–"],
  [t("fields.firstName"), employee.firstName ?? "–"],
  [t("fields.lastName"), employee.lastName ?? "–"],
  [t("fields.email"), employee.email],
  [t("fields.phone"), employee.phone ?? "–"],
];

/** Terms and their values, each pair a grid row. */
function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-gray-700">{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function EmployeeSummary({ employee }: { employee: Employee }) {
  const { t } = useTranslation("employees");
  const rows: [string, string][] = [
    ...personRows(t, employee),
    [t("fields.department"), employee.department ?? "–"],
    [t("fields.position"), employee.position ?? "–"],
    [t("fields.status"), t(`status.${employee.status}`)],
  ];
  return (
    <Section titleId="employee-summary" title={t("edit.data")} className="card space-y-3">
      <Rows rows={rows} />
      <h3 className="font-bold">{t("fields.permissions")}</h3>
      <ul className="list-disc ps-6">
        {employee.permissions.length ? (
          employee.permissions.map((p) => <li key={p}>{t(`permissions.${p}`)}</li>)
        ) : (
          <li>{t("edit.noPermissions")}</li>
        )}
      </ul>
    </Section>
  );
}

/** Someone else saved this employee since the form was filled: both versions side by side. */
function EmployeeConflict({
  employeeId,
  conflict,
}: {
  employeeId: string;
  conflict: NonNullable<EmployeeActionData["conflict"]>;
}) {
  const { t } = useTranslation("employees");
  // the fields the form edited: the invitation's text only when it was posted, permissions unless one's own
  const names = EMPLOYEE_FIELDS.filter(
    (k) =>
      k !== "email" && (conflict.mine[MEMBERSHIP_SCOPE.name] !== MEMBERSHIP_SCOPE.value || !PERSON_FIELDS.includes(k)),
  );
  const display = (k: EmployeeField, value: string | undefined) => {
    const v = (value ?? "").trim();
    return k === "salutation" && (SALUTATIONS as readonly string[]).includes(v) ? t(`salutation.${v}`) : v;
  };
  // translated labels in the form's order, so the same set reads the same on both sides
  const permissionLabels = (values: string[] | undefined) =>
    PERMISSIONS.filter((p) => values?.includes(p))
      .map((p) => t(`permissions.${p}`))
      .join("\n");
  const rows = [
    ...names.map((k) => ({
      name: k,
      label: t(`fields.${k}`),
      theirs: display(k, conflict.theirs[k]),
      mine: display(k, conflict.mine[k]),
    })),
    ...(conflict.mine.self === "true"
      ? []
      : [
          {
            name: "permissions",
            label: t("fields.permissions"),
            theirs: permissionLabels(conflict.lists?.theirs.permissions),
            mine: permissionLabels(conflict.lists?.mine.permissions),
          },
        ]),
  ];
  return (
    <EditConflict
      action={`/b2b/employees/edit/${employeeId}`}
      rows={rows}
      mine={conflict.mine}
      lists={conflict.lists?.mine}
      version={conflict.version}
    />
  );
}

function EmployeeForm({ employee }: { employee: Employee | null }) {
  const { t } = useTranslation("employees");
  const { myPermissions, pending, version, rules: allRules } = useLoaderData<typeof loader>();
  const actionData = useActionData<EmployeeActionData>();
  // the person's own data is editable here only as the text of a pending invitation
  const personEditable = !employee || employee.status === "invited";
  const rules = !employee ? allRules.create : personEditable ? allRules.edit : allRules.membership;
  // after a refused save the form keeps the version it was filled from, not the one loaded since
  const typedVersion =
    actionData?.intent === EMPLOYEE_INTENTS.save
      ? (actionData.result?.initialValue as Record<string, unknown> | null | undefined)?._version
      : undefined;
  const typedOn = typeof typedVersion === "string" ? typedVersion : version;
  const [form, fields] = useForm<z.input<typeof EmployeeCreateForm>>({
    id: employee ? `employee-${employee.id}` : "employee-new",
    lastResult: actionData?.intent === EMPLOYEE_INTENTS.save ? actionData.result : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validateByConstraints(rules),
  });
  const f = fields as unknown as Record<EmployeeField | "permissions", FieldMeta>;
  const shown = EMPLOYEE_FIELDS.filter(
    (k) => (k !== "email" || !employee) && (personEditable || !PERSON_FIELDS.includes(k)),
  );
  const label = (k: EmployeeField) => t(`fields.${k}`);
  /** typed value after a failed post, else the stash of an expired login, else the saved employee */
  const initial = (k: EmployeeField) =>
    str(f[k].initialValue) ?? pending?.[k] ?? (employee ? (employee[k] ?? undefined) : undefined);
  const posted = f.permissions.initialValue;
  const chosen = new Set<string>(
    actionData?.intent === EMPLOYEE_INTENTS.save
      ? Array.isArray(posted)
        ? posted.map(String)
        : typeof posted === "string"
          ? [posted]
          : []
      : (employee?.permissions ?? []),
  );
  const self = employee?.isSelf ?? false;
  const text = (k: EmployeeField, type: string, extra = {}) => (
    <Field
      key={f[k].key ?? f[k].id}
      id={f[k].id}
      name={f[k].name}
      type={type}
      label={label(k)}
      required={k === "firstName" || k === "lastName" || k === "email"}
      defaultValue={initial(k)}
      errors={f[k].errors}
      {...extra}
    />
  );
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="card space-y-4">
      {employee && typedOn ? <input type="hidden" name="_version" value={typedOn} /> : null}
      <ErrorSummary
        formErrors={form.errors}
        items={[
          ...shown.map((k) => ({ fieldId: f[k].id, label: label(k), errors: f[k].errors })),
          { fieldId: `${f.permissions.id}-0`, label: t("fields.permissions"), errors: f.permissions.errors },
        ]}
      />
      {employee && !personEditable ? (
        <>
          <input type="hidden" name={MEMBERSHIP_SCOPE.name} value={MEMBERSHIP_SCOPE.value} />
          <PersonReadOnly employee={employee} />
          <h2 className="text-xl font-bold">{t("edit.membershipData")}</h2>
        </>
      ) : (
        <>
          {employee ? (
            <p className="text-sm text-gray-700" data-testid="invited-hint">
              {t("edit.invitedHint")}
            </p>
          ) : null}
          <Select
            key={f.salutation.key ?? f.salutation.id}
            id={f.salutation.id}
            name={f.salutation.name}
            label={label("salutation")}
            defaultValue={initial("salutation") ?? ""}
            placeholder={t("salutation.none")}
            options={SALUTATIONS.map((s) => ({ value: s, label: t(`salutation.${s}`) }))}
            errors={f.salutation.errors}
          />
          {text("firstName", "text", { autoComplete: "off" })}
          {text("lastName", "text", { autoComplete: "off" })}
          {employee ? (
            <p>
              <span className="font-bold">{label("email")}:</span> {employee.email}
            </p>
          ) : (
            text("email", "email", { autoComplete: "off", hint: t("edit.emailHint") })
          )}
          {text("phone", "tel", { autoComplete: "off" })}
        </>
      )}
      {text("department", "text")}
      {text("position", "text")}
      <fieldset className="space-y-2">
        <legend className="font-bold">{t("fields.permissions")}</legend>
        <p className="text-sm text-gray-700">{self ? t("edit.ownPermissions") : t("edit.permissionsHint")}</p>
        {self ? <input type="hidden" name="self" value="true" /> : null}
        {PERMISSIONS.map((p, i) => {
          // permissions one does not hold cannot be changed: shown, sent unchanged
          const locked = self || !myPermissions.includes(p);
          const id = `${f.permissions.id}-${i}`;
          return (
            <div key={p} className="flex items-start gap-2">
              <input
                type="checkbox"
                id={id}
                name={locked ? undefined : "permissions"}
                value={p}
                defaultChecked={chosen.has(p)}
                disabled={locked}
                className="mt-1 h-5 w-5"
              />
              {locked && chosen.has(p) ? <input type="hidden" name="permissions" value={p} /> : null}
              <label htmlFor={id}>{t(`permissions.${p}`)}</label>
            </div>
          );
        })}
      </fieldset>
      <button type="submit" name="intent" value={EMPLOYEE_INTENTS.save} className="btn-primary">
        {employee ? t("edit.save") : t("edit.invite")}
      </button>
    </Form>
  );
}

/** An accepted member's own data: shown, changed only by the person in their profile. */
function PersonReadOnly({ employee }: { employee: Employee }) {
  const { t } = useTranslation("employees");
  const name = [employee.firstName, employee.lastName].filter(Boolean).join(" ") || employee.email;
  const rows = personRows(t, employee);
  return (
    <Section titleId="person-data" title={t("edit.personData")} className="space-y-2" data-testid="person-read-only">
      <Rows rows={rows} />
      {employee.isSelf ? (
        <p className="text-sm text-gray-700">
          {t("edit.personReadOnlySelf")} <Link to="/b2b/profile/settings">{t("edit.profileLink")}</Link>
        </p>
      ) : (
        <p className="text-sm text-gray-700">{t("edit.personReadOnly", { name })}</p>
      )}
    </Section>
  );
}

function InvitationAndDelete({ employee }: { employee: Employee }) {
  const { t } = useTranslation("employees");
  const { canCreate, canDelete, confirmDelete, version } = useLoaderData<typeof loader>();
  const name = [employee.firstName, employee.lastName].filter(Boolean).join(" ") || employee.email;
  return (
    <>
      {employee.status === "invited" && canCreate ? (
        <Form method="post" className="card space-y-3" aria-labelledby="resend-title">
          <h2 id="resend-title" className="text-xl font-bold">
            {t("edit.invitation")}
          </h2>
          <p>{t("edit.invitationPending", { email: employee.email })}</p>
          <button type="submit" name="intent" value={EMPLOYEE_INTENTS.resend} className="btn-secondary">
            {t("edit.resend")}
          </button>
        </Form>
      ) : null}
      {canDelete && !employee.isSelf ? (
        <section className="card space-y-3" aria-labelledby="delete-title">
          <h2 id="delete-title" className="text-xl font-bold">
            {t("edit.deleteTitle")}
          </h2>
          {confirmDelete ? (
            <Form method="post" className="space-y-3" action={`/b2b/employees/edit/${employee.id}`}>
              {/* the version the person confirmed: a change made since then stops the deletion */}
              {version ? <input type="hidden" name="_version" value={version} /> : null}
              <p role="alert">{t("edit.deleteConfirm", { name })}</p>
              <div className="flex flex-wrap gap-3">
                <button type="submit" name="intent" value={EMPLOYEE_INTENTS.delete} className="btn-primary">
                  {t("edit.deleteYes")}
                </button>
                <Link to={`/b2b/employees/edit/${employee.id}`} className="btn-secondary">
                  {t("edit.deleteNo")}
                </Link>
              </div>
            </Form>
          ) : (
            <>
              <p>{t("edit.deleteHint")}</p>
              <Link to="?delete" className="btn-secondary">
                {t("edit.delete")}
              </Link>
            </>
          )}
        </section>
      ) : null}
    </>
  );
}
