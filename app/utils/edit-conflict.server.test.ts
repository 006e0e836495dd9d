import { describe, expect, it } from "vitest";
import { isEditConflict, postedVersion, typedLists, typedValues } from "./edit-conflict.server";

const form = (entries: [string, string][]) => {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
};

describe("typed values of a conflict page", () => {
  const posted = form([
    ["intent", "save"],
    ["csrf", "token"],
    ["_version", '"7"'],
    ["scope", "membership"],
    ["department", "Sales"],
    ["permissions", "create_job_openings"],
    ["permissions", "edit_job_openings"],
  ]);

  it("keeps every value of a repeated field (checkboxes), in the posted order", () => {
    expect(typedLists(posted, ["permissions"])).toEqual({ permissions: ["create_job_openings", "edit_job_openings"] });
  });

  it("gives an empty list when no box was ticked", () => {
    expect(typedLists(form([["department", "x"]]), ["permissions"])).toEqual({ permissions: [] });
  });

  it("bounds the number and length of listed values", () => {
    const many = form(
      Array.from({ length: 500 }, (_, i) => ["permissions", `${"p".repeat(300)}${i}`] as [string, string]),
    );
    const list = typedLists(many, ["permissions"]).permissions;
    expect(list).toHaveLength(100);
    expect(list.every((v) => v.length === 200)).toBe(true);
  });

  it("typedValues keeps only the last value of a repeated field and leaves out buttons and hidden helpers", () => {
    expect(typedValues(posted)).toEqual({
      scope: "membership",
      department: "Sales",
      permissions: "edit_job_openings",
    });
  });

  it("typedValues keeps a named hidden helper the page renders again, and bounds each value", () => {
    expect(typedValues(posted, { keep: ["_version"] })).toMatchObject({ _version: '"7"', department: "Sales" });
    expect(typedValues(posted, { keep: ["_version"] })).not.toHaveProperty("csrf");
    expect(typedValues(form([["note", "x".repeat(6000)]])).note).toHaveLength(5000);
  });

  it("sends only versions the API issues", () => {
    expect(postedVersion(posted)).toBe('"7"');
    expect(postedVersion(form([["_version", 'W/"7"']]))).toBeUndefined();
    expect(postedVersion(form([["_version", '"*"']]))).toBeUndefined();
  });
});

describe("a refusal that is an edit conflict", () => {
  it("is a stale version (412) or none at all (428): both get the conflict page with the current version", () => {
    expect([412, 428].map((status) => isEditConflict({ status }))).toEqual([true, true]);
    expect([400, 403, 404, 409, 500].map((status) => isEditConflict({ status }))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
