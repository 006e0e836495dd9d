/**
 * Who may do what with one job opening: the one place of the rule that depends on the opening itself.
 * Creating an opening is the whole four-step flow, so while an opening is a draft `create_job_openings`
 * may also fill it in and publish it; once published, changing it needs `edit_job_openings`.
 * The API checks a command with `authorizeJobOpening` and answers the same table as `allowedActions`.
 */
import type { JobOpeningAction, JobOpeningStatus, Permission } from "#contracts";
import { forbidden } from "../errors";
import type { CompanyAccess } from "./company-access";

interface Rule {
  /** permissions of which the caller needs one, for a draft and for any other status */
  draft: Permission[];
  published: Permission[];
  /** the statuses (and open positions) in which the command can succeed */
  when: (o: { status: JobOpeningStatus; openPositions: number }) => boolean;
}

const CREATE_OR_EDIT: Permission[] = ["create_job_openings", "edit_job_openings"];
const EDIT: Permission[] = ["edit_job_openings"];
const CREATE: Permission[] = ["create_job_openings"];

const RULES: Record<JobOpeningAction, Rule> = {
  edit: { draft: CREATE_OR_EDIT, published: EDIT, when: () => true },
  publish: { draft: CREATE_OR_EDIT, published: EDIT, when: (o) => o.status === "draft" },
  close: { draft: EDIT, published: EDIT, when: (o) => o.status === "open" || o.status === "staffed" },
  reopen: { draft: EDIT, published: EDIT, when: (o) => o.status === "closed" && o.openPositions > 0 },
  copy: { draft: CREATE, published: CREATE, when: () => true },
  delete: { draft: EDIT, published: EDIT, when: (o) => o.status === "draft" },
};

const needed = (action: JobOpeningAction, status: JobOpeningStatus) =>
  status === "draft" ? RULES[action].draft : RULES[action].published;
const holds = (access: CompanyAccess, anyOf: Permission[]) => anyOf.some((p) => access.permissions.includes(p));

/** The permissions of which a route of `action` needs one for some opening (its declared access). */
export const jobOpeningPermissions = (action: JobOpeningAction): Permission[] => [
  ...new Set([...RULES[action].draft, ...RULES[action].published]),
];

/** 403 code 1005 unless the caller may do `action` with an opening of `status` (the status rules answer 409 later). */
export function authorizeJobOpening(access: CompanyAccess, action: JobOpeningAction, status: JobOpeningStatus) {
  if (!holds(access, needed(action, status))) throw forbidden();
}

/** What the caller may do with the opening now: permission and status both allow it. */
export function allowedJobOpeningActions(
  access: CompanyAccess,
  opening: { status: JobOpeningStatus; openPositions: number },
): JobOpeningAction[] {
  return (Object.keys(RULES) as JobOpeningAction[]).filter(
    (action) => holds(access, needed(action, opening.status)) && RULES[action].when(opening),
  );
}
