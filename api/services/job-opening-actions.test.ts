import { describe, expect, it } from "vitest";
import type { Permission } from "#contracts";
import type { CompanyAccess } from "./company-access";
import { allowedJobOpeningActions, authorizeJobOpening, jobOpeningPermissions } from "./job-opening-actions";

const access = (...permissions: Permission[]): CompanyAccess => ({
  companyId: "c",
  companyUserId: "u",
  isOwner: false,
  permissions,
});
const draft = { status: "draft" as const, openPositions: 1 };
const open = { status: "open" as const, openPositions: 1 };
const closed = (openPositions: number) => ({ status: "closed" as const, openPositions });

describe("job-opening rules", () => {
  it("lets creators fill in and publish a draft, but not change a published opening", () => {
    expect(allowedJobOpeningActions(access("create_job_openings"), draft)).toEqual(["edit", "publish", "copy"]);
    expect(allowedJobOpeningActions(access("create_job_openings"), open)).toEqual(["copy"]);
    expect(() => authorizeJobOpening(access("create_job_openings"), "edit", "open")).toThrow();
    expect(() => authorizeJobOpening(access("create_job_openings"), "edit", "draft")).not.toThrow();
  });

  it("lets editors change, close, reopen and delete by status", () => {
    expect(allowedJobOpeningActions(access("edit_job_openings"), draft)).toEqual(["edit", "publish", "delete"]);
    expect(allowedJobOpeningActions(access("edit_job_openings"), open)).toEqual(["edit", "close"]);
    expect(allowedJobOpeningActions(access("edit_job_openings"), closed(1))).toEqual(["edit", "reopen"]);
    expect(allowedJobOpeningActions(access("edit_job_openings"), closed(0))).toEqual(["edit"]);
  });

  it("allows nothing to a member without either permission", () => {
    expect(allowedJobOpeningActions(access("view_student_contracts"), draft)).toEqual([]);
    expect(() => authorizeJobOpening(access(), "delete", "draft")).toThrow();
  });

  it("declares every permission that can allow a route", () => {
    expect(jobOpeningPermissions("edit")).toEqual(["create_job_openings", "edit_job_openings"]);
    expect(jobOpeningPermissions("delete")).toEqual(["edit_job_openings"]);
    expect(jobOpeningPermissions("copy")).toEqual(["create_job_openings"]);
  });
});
