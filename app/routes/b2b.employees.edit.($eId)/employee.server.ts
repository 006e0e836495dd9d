import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { type Employee, type EmployeeCreate, type EmployeePatch, ErrorCode, V } from "#contracts";
import type { Body } from "~/api/client.server";
import { deleteEmployee, getEmployee, inviteEmployee, patchEmployee, resendInvitation } from "~/api/companies.server";
import { requireCompany } from "~/features/company/company.server";
import { i18next } from "~/i18n/i18next.server";
import { pendingFormFor } from "~/session/pending-form.server";
import { orNotFound, type Refusal, whenRefused } from "~/utils/api-refusal.server";
import {
  conflictAnswer,
  type EditConflict,
  isEditConflict,
  KEEP_MINE,
  postedVersion,
  TAKE_THEIRS,
  typedLists,
  typedValues,
} from "~/utils/edit-conflict.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { EMPLOYEE_INTENTS, MEMBERSHIP_SCOPE } from "./fields";
import { EmployeeCreateForm, EmployeeEditForm, EmployeeMembershipForm } from "./schemas.server";

const loadEmployee = (args: LoaderFunctionArgs, companyId: string, eId: string) =>
  orNotFound(getEmployee(args, companyId, eId));

export async function employeeLoader(args: LoaderFunctionArgs) {
  const { companyId, can, me } = await requireCompany(args);
  const eId = args.params.eId;
  const loaded = eId ? await loadEmployee(args, companyId, eId) : null;
  const employee = loaded?.data ?? null;
  const t = await i18next.getFixedT(args.request, "employees");
  const name = employee ? [employee.firstName, employee.lastName].filter(Boolean).join(" ") || employee.email : "";
  return {
    employee,
    /** The membership's version: the form sends it back as If-Match. */
    version: loaded?.etag ?? null,
    myPermissions: me.permissions,
    canCreate: can("create_employees"),
    canEdit: can("edit_employees"),
    canDelete: can("delete_employees"),
    confirmDelete: new URL(args.request.url).searchParams.has("delete"),
    pending: await pendingFormFor(args.request, args.context),
    title: employee ? t("edit.title", { name }) : t("edit.newTitle"),
  };
}

/** A refused form (intent and conform's reply) or the conflict page of a stale save. */
export type EmployeeActionData = { intent?: string; result?: SubmissionResult<string[]>; conflict?: EditConflict };

/** The saved employee in the edit form's fields: the "saved" side of the conflict page. */
export function employeeConflictSide(employee: Employee) {
  return {
    values: {
      salutation: employee.salutation ?? "",
      firstName: employee.firstName ?? "",
      lastName: employee.lastName ?? "",
      phone: employee.phone ?? "",
      department: employee.department ?? "",
      position: employee.position ?? "",
    },
    permissions: [...employee.permissions],
  };
}

/** The API's refusal as the form's message: no permission, the owner rule, a conflict, field errors. */
function replyFor(error: Refusal) {
  if (error.code === ErrorCode.ownerNotEditable) return { formErrors: ["employees:errors.ownerNotEditable"] };
  // someone else changed this employee since the page was loaded (or the form named no version): nothing was removed
  if (isEditConflict(error)) return { formErrors: ["employees:errors.changedBeforeDelete"] };
  if (error.status === 403) return { formErrors: ["employees:errors.noPermission"] };
  if (error.status === 409) return { formErrors: ["employees:errors.conflict"] };
  if (Object.keys(error.fieldErrors).some((k) => k !== "_")) return { fieldErrors: error.fieldErrors };
  return { formErrors: [V.formInvalid] };
}

export async function employeeAction(args: ActionFunctionArgs) {
  const { request, context, params } = args;
  const { companyId } = await requireCompany(args);
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");
  const eId = params.eId;
  /** the employee being changed; null while inviting a new one */
  const one = eId ? eId : null;
  const here = eId ? `/b2b/employees/edit/${eId}` : "/b2b/employees/edit";
  const fail = (result: SubmissionResult<string[]>, status: number) =>
    data<EmployeeActionData>({ intent, result }, { status });

  // the conflict page's "take the saved ones": the form loads the employee again
  if (intent === TAKE_THEIRS && one) throw redirect(here);
  // "keep mine" posts the typed values again with the version saved in the meantime
  if (intent === EMPLOYEE_INTENTS.save || (intent === KEEP_MINE && one)) {
    // an accepted member's form has no person fields (the API refuses them; the person changes their own)
    const membershipOnly = Boolean(one) && formData.get(MEMBERSHIP_SCOPE.name) === MEMBERSHIP_SCOPE.value;
    const schema = !one ? EmployeeCreateForm : membershipOnly ? EmployeeMembershipForm : EmployeeEditForm;
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return fail(submission.reply(), 400);
    const v = submission.value;
    const self = formData.get("self") === "true";
    const typed = v as Partial<Record<"salutation" | "firstName" | "lastName" | "phone", string | null>>;
    const person = membershipOnly
      ? {}
      : {
          salutation: typed.salutation ?? null,
          firstName: typed.firstName,
          lastName: typed.lastName,
          phone: typed.phone ?? null,
        };
    const version = postedVersion(formData);
    const save = async () => {
      if (!one) {
        // the form schemas (./schemas) narrow the fields as the API does; the API checks them again
        await inviteEmployee(args, companyId, v as Body<typeof EmployeeCreate>);
      } else {
        // empty fields clear the value; one's own permissions are not sent (nobody changes their own)
        await patchEmployee(
          args,
          companyId,
          one,
          {
            ...person,
            department: v.department ?? null,
            position: v.position ?? null,
            ...(self ? {} : { permissions: v.permissions }),
          } as Body<typeof EmployeePatch>,
          version,
        );
      }
    };
    const refused = await whenRefused(
      orNotFound(save()).then(() => null),
      async (error) => {
        if (one && eId && isEditConflict(error)) {
          // someone else saved this employee since the form was filled: both versions side by side
          const current = await loadEmployee(args, companyId, eId);
          const theirs = employeeConflictSide(current.data);
          const { permissions: _last, ...mine } = typedValues(formData);
          return conflictAnswer({
            mine,
            theirs: theirs.values,
            version: current.etag ?? "",
            lists: { mine: typedLists(formData, ["permissions"]), theirs: { permissions: theirs.permissions } },
          });
        }
        return fail(submission.reply(replyFor(error)), error.status === 409 ? 409 : 400);
      },
    );
    if (refused) return refused;
    throw await redirectWithFlash(request, context, one ? here : "/b2b/employees", {
      kind: "success",
      key: one ? "employees:flash.saved" : "employees:flash.invited",
    });
  }
  if ((intent === EMPLOYEE_INTENTS.resend || intent === EMPLOYEE_INTENTS.delete) && one) {
    const submission = parseWithZod(formData, { schema: EmployeeEditForm.partial() });
    const send = async () => {
      if (intent === EMPLOYEE_INTENTS.resend) await resendInvitation(args, companyId, one);
      else await deleteEmployee(args, companyId, one, postedVersion(formData));
    };
    const refused = await whenRefused(
      orNotFound(send()).then(() => null),
      (error) => fail(submission.reply(replyFor(error)), error.status === 409 ? 409 : 400),
    );
    if (refused) return refused;
    throw await redirectWithFlash(request, context, intent === EMPLOYEE_INTENTS.resend ? here : "/b2b/employees", {
      kind: "success",
      key: intent === EMPLOYEE_INTENTS.resend ? "employees:flash.resent" : "employees:flash.deleted",
    });
  }
  throw data(null, { status: 400 });
}
