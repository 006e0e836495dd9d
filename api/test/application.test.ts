import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formDrafts, languageEntries, workExperiences } from "../db/schema";
import { setupApi } from "./harness";
import { accountIdOf, addDocumentRow } from "./lookups";

const { ctx, call, login } = setupApi({ devTools: true });

const accountId = (sub: string) => accountIdOf(ctx.handle.db, sub);

const addDocument = async (sub: string, category: string) =>
  addDocumentRow(ctx.handle.db, await accountId(sub), category);

const stepOf = (progress: { steps: { step: string }[] }, step: string) =>
  progress.steps.find((s) => s.step === step)! as { step: string; state: string; path: string; missing: string[] };

describe("PATCH /api/v1/account with the step 2 fields", () => {
  it("normalises the Baden-Württemberg certificate to Fachhochschulreife with the Bw flag", async () => {
    const token = await login("applicant", "applicant-anna");
    const res = await call("PATCH", "/api/v1/account", {
      token,
      body: { universityEntranceQualification: "Fachhochschulreife Baden-Württemberg" },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      universityEntranceQualification: "Fachhochschulreife",
      universityEntranceQualificationBw: true,
    });
    const other = await call("PATCH", "/api/v1/account", {
      token,
      body: { universityEntranceQualification: "Fachhochschulreife" },
    });
    expect(other.json.universityEntranceQualificationBw).toBe(false);
    const abitur = await call("PATCH", "/api/v1/account", {
      token,
      body: { universityEntranceQualification: "Abitur/Matura" },
    });
    expect(abitur.json).toMatchObject({
      universityEntranceQualification: "Abitur/Matura",
      universityEntranceQualificationBw: false,
    });
  });

  it("refuses setting the Bw flag directly, unknown types, grades outside 1–6 and unknown grade-until", async () => {
    const token = await login("applicant", "applicant-anna");
    const res = await call("PATCH", "/api/v1/account", {
      token,
      body: {
        universityEntranceQualificationBw: true,
        universityEntranceQualification: "Diplom",
        gradeAverage: 6.1,
        gradeUntil: 5,
        universityEntranceQualificationStatus: "maybe",
        accreditedAuthorityGermanLanguage: "Goethe",
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors).sort()).toEqual([
      "accreditedAuthorityGermanLanguage",
      "gradeAverage",
      "gradeUntil",
      "universityEntranceQualification",
      "universityEntranceQualificationBw",
      "universityEntranceQualificationStatus",
    ]);
    expect(res.json.errors.gradeAverage).toEqual(["validation.gradeBetween"]);
  });

  it("accepts grade 1 and 6, a German proof with an accreditation date in the future", async () => {
    const token = await login("applicant", "applicant-anna");
    for (const gradeAverage of [1, 6, 2.7]) {
      const res = await call("PATCH", "/api/v1/account", { token, body: { gradeAverage } });
      expect(res.status).toBe(200);
      expect(res.json.gradeAverage).toBe(gradeAverage);
    }
    const res = await call("PATCH", "/api/v1/account", {
      token,
      body: { accreditedAuthorityGermanLanguage: "TestDaF", accreditationDateGermanSkills: "2099-01-31", ownCar: true },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      accreditedAuthorityGermanLanguage: "TestDaF",
      accreditationDateGermanSkills: "2099-01-31",
      ownCar: true,
    });
  });
});

describe("language entries", () => {
  it("adds, lists and removes entries; a duplicate code is 409 1009", async () => {
    const token = await login("applicant", "applicant-anna");
    const de = await call("POST", "/api/v1/account/languages", { token, body: { code: "de", level: 7 } });
    expect(de.status).toBe(201);
    expect(de.json).toMatchObject({ code: "de", level: 7 });
    const en = await call("POST", "/api/v1/account/languages", { token, body: { code: "EN", level: "4" } });
    expect(en.status).toBe(201);
    expect(en.json.code).toBe("en");
    const dup = await call("POST", "/api/v1/account/languages", { token, body: { code: "de", level: 3 } });
    expect(dup.status).toBe(409);
    expect(dup.json.code).toBe(1009);
    const list = await call("GET", "/api/v1/account/languages", { token });
    expect(list.json.languages.map((l: { code: string }) => l.code)).toEqual(["de", "en"]);
    const del = await call("DELETE", `/api/v1/account/languages/${en.json.id}`, { token });
    expect(del.status).toBe(204);
    const after = await call("GET", "/api/v1/account/languages", { token });
    expect(after.json.languages).toEqual([{ id: de.json.id, code: "de", level: 7 }]);
  });

  it("answers a missing code and level with the catalogue keys, an unknown code with Input required", async () => {
    const token = await login("applicant", "applicant-anna");
    const empty = await call("POST", "/api/v1/account/languages", { token, body: { code: "", level: "" } });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual({
      code: ["validation.inputRequired"],
      level: ["validation.languageLevelRequired"],
    });
    const level8 = await call("POST", "/api/v1/account/languages", { token, body: { code: "fr", level: 8 } });
    expect(level8.json.errors.level).toEqual(["validation.languageLevelRequired"]);
    const unknown = await call("POST", "/api/v1/account/languages", { token, body: { code: "xx", level: 3 } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual({ code: ["validation.inputRequired"] });
  });

  it("tenancy: another applicant's entry is 404 1008 and stays", async () => {
    const anna = await login("applicant", "applicant-anna");
    const lena = await login("applicant", "applicant-lena");
    const entry = await call("POST", "/api/v1/account/languages", { token: anna, body: { code: "tr", level: 7 } });
    const res = await call("DELETE", `/api/v1/account/languages/${entry.json.id}`, { token: lena });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe(1008);
    expect(
      await ctx.handle.db.select().from(languageEntries).where(eq(languageEntries.id, entry.json.id)),
    ).toHaveLength(1);
    // lena's list holds only her own entry (German, seeded), not anna's
    const lenaList = await call("GET", "/api/v1/account/languages", { token: lena });
    expect(lenaList.json.languages.map((l: { code: string }) => l.code)).toEqual(["de"]);
  });

  it("lists the language options localised", async () => {
    const token = await login("applicant", "applicant-anna");
    const de = await call("GET", "/api/v1/languages?lng=de", { token });
    expect(de.status).toBe(200);
    expect(de.json.languages).toContainEqual({ code: "de", name: "Deutsch" });
    const en = await call("GET", "/api/v1/languages?lng=en", { token });
    expect(en.json.languages).toContainEqual({ code: "de", name: "German" });
    expect(en.json.languages.length).toBeGreaterThan(150);
  });

  it("needs an applicant token", async () => {
    expect((await call("GET", "/api/v1/account/languages")).status).toBe(401);
    const company = await login("company", "company-olaf");
    expect((await call("GET", "/api/v1/account/languages", { token: company })).status).toBe(403);
  });
});

describe("work experiences", () => {
  it("adds, lists and removes; limits the description to 1600 characters; checks the dates", async () => {
    const token = await login("applicant", "applicant-anna");
    const added = await call("POST", "/api/v1/account/work-experiences", {
      token,
      body: { employer: "Bäckerei Kaya", position: "Aushilfe", startDate: "2023-06-01", endDate: "2024-01-31" },
    });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ employer: "Bäckerei Kaya", startDate: "2023-06-01", description: null });
    const tooLong = await call("POST", "/api/v1/account/work-experiences", {
      token,
      body: { employer: "A", position: "B", description: "x".repeat(1601) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors.description).toEqual(['validation.maxLength|{"max":1600}']);
    const reversed = await call("POST", "/api/v1/account/work-experiences", {
      token,
      body: { employer: "A", position: "B", startDate: "2024-01-01", endDate: "2023-01-01" },
    });
    expect(reversed.json.errors).toEqual({ endDate: ["validation.dateInvalid"] });
    const list = await call("GET", "/api/v1/account/work-experiences", { token });
    expect(list.json.workExperiences).toHaveLength(1);
    expect((await call("DELETE", `/api/v1/account/work-experiences/${added.json.id}`, { token })).status).toBe(204);
    expect((await call("GET", "/api/v1/account/work-experiences", { token })).json.workExperiences).toEqual([]);
  });

  it("tenancy: another applicant's entry is 404 and stays", async () => {
    const anna = await login("applicant", "applicant-anna");
    const lena = await login("applicant", "applicant-lena");
    const added = await call("POST", "/api/v1/account/work-experiences", {
      token: anna,
      body: { employer: "X", position: "Y" },
    });
    const res = await call("DELETE", `/api/v1/account/work-experiences/${added.json.id}`, { token: lena });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe(1008);
    expect(
      await ctx.handle.db.select().from(workExperiences).where(eq(workExperiences.id, added.json.id)),
    ).toHaveLength(1);
    expect((await call("GET", "/api/v1/account/work-experiences", { token: lena })).json.workExperiences).toEqual([]);
  });
});

describe("drafts", () => {
  it("stores, replaces and clears a draft per form; none is an empty object", async () => {
    const token = await login("applicant", "applicant-anna");
    expect((await call("GET", "/api/v1/drafts/application.data.1", { token })).json).toEqual({ data: {} });
    const put = await call("PUT", "/api/v1/drafts/application.data.1", {
      token,
      body: { data: { firstName: "Anna", phone: "" } },
    });
    expect(put.status).toBe(200);
    await call("PUT", "/api/v1/drafts/application.data.1", { token, body: { data: { firstName: "Ana" } } });
    expect((await call("GET", "/api/v1/drafts/application.data.1", { token })).json).toEqual({
      data: { firstName: "Ana" },
    });
    expect((await call("DELETE", "/api/v1/drafts/application.data.1", { token })).status).toBe(204);
    expect((await call("GET", "/api/v1/drafts/application.data.1", { token })).json).toEqual({ data: {} });
  });

  it("a save of account fields drops the form's draft in the same call (clearDraft), only the caller's", async () => {
    const anna = await login("applicant", "applicant-anna");
    const lena = await login("applicant", "applicant-lena");
    const draft = { data: { firstName: "An" } };
    await call("PUT", "/api/v1/drafts/application.data.1", { token: anna, body: draft });
    await call("PUT", "/api/v1/drafts/application.data.1", { token: lena, body: draft });
    const saved = await call("PATCH", "/api/v1/account?clearDraft=application.data.1", {
      token: anna,
      body: { firstName: "Anna" },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.firstName).toBe("Anna");
    expect((await call("GET", "/api/v1/drafts/application.data.1", { token: anna })).json).toEqual({ data: {} });
    expect((await call("GET", "/api/v1/drafts/application.data.1", { token: lena })).json).toEqual(draft);
  });

  it("a refused save keeps the draft, and a malformed clearDraft is refused", async () => {
    const token = await login("applicant", "applicant-anna");
    const draft = { data: { firstName: "An" } };
    await call("PUT", "/api/v1/drafts/application.data.1", { token, body: draft });
    const refused = await call("PATCH", "/api/v1/account?clearDraft=application.data.1", {
      token,
      body: { firstName: "x".repeat(81) },
    });
    expect(refused.status).toBe(400);
    expect((await call("GET", "/api/v1/drafts/application.data.1", { token })).json).toEqual(draft);
    const malformed = await call("PATCH", "/api/v1/account?clearDraft=Application_Data", {
      token,
      body: { firstName: "Anna" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.code).toBe(1007);
  });

  it("refuses a malformed form key", async () => {
    const token = await login("applicant", "applicant-anna");
    const res = await call("PUT", "/api/v1/drafts/Application_Data", { token, body: { data: {} } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(1007);
  });

  it("tenancy: each applicant sees only their own draft of the same form", async () => {
    const anna = await login("applicant", "applicant-anna");
    const lena = await login("applicant", "applicant-lena");
    await call("PUT", "/api/v1/drafts/application.skills.2", { token: anna, body: { data: { gradeAverage: "2,3" } } });
    expect((await call("GET", "/api/v1/drafts/application.skills.2", { token: lena })).json).toEqual({ data: {} });
    await call("DELETE", "/api/v1/drafts/application.skills.2", { token: lena });
    const rows = await ctx.handle.db
      .select()
      .from(formDrafts)
      .where(
        and(eq(formDrafts.ownerId, await accountId("applicant-anna")), eq(formDrafts.formKey, "application.skills.2")),
      );
    expect(rows).toHaveLength(1);
  });
});

describe("GET /api/v1/application/progress", () => {
  const personal = {
    firstName: "Anna",
    lastName: "Arslan",
    birthday: "2006-07-21",
    placeOfBirth: "Izmir",
    countryOfBirth: "TR",
    nationality: "TR",
    phone: "+49 1",
    shippingStreet: "Venloer Straße 210",
    shippingPostalCode: "50823",
    shippingCity: "Köln",
    shippingCountry: "DE",
  };

  it("starts in progress for step 1, not started for step 2, later steps locked", async () => {
    const token = await login("applicant", "applicant-anna");
    const res = await call("GET", "/api/v1/application/progress", { token });
    expect(res.status).toBe(200);
    expect(res.json.steps.map((s: { step: string; state: string }) => [s.step, s.state])).toEqual([
      ["data", "in_progress"],
      ["skills", "not_started"],
      ["info-session", "locked"],
      ["consultation", "locked"],
      ["partner-search", "locked"],
      ["contract", "locked"],
    ]);
    expect(stepOf(res.json, "data").missing).toEqual(["phone", "CV", "Picture"]);
    expect(stepOf(res.json, "skills").path).toBe("/ds/application/skills/1");
    expect(res.json.next.step).toBe("data");
  });

  it("counts a work experience or a draft of its forms as a start of step 2, a draft of the data form as one of step 1", async () => {
    const token = await login("applicant", "applicant-anna");
    const skills = async () => stepOf((await call("GET", "/api/v1/application/progress", { token })).json, "skills");
    expect((await skills()).state).toBe("not_started");
    const added = await call("POST", "/api/v1/account/work-experiences", {
      token,
      body: { employer: "Bäckerei Kaya", position: "Aushilfe" },
    });
    expect((await skills()).state).toBe("in_progress");
    await call("DELETE", `/api/v1/account/work-experiences/${added.json.id}`, { token });
    expect((await skills()).state).toBe("not_started");
    await call("PUT", "/api/v1/drafts/application.skills.2", { token, body: { data: { gradeAverage: "2,3" } } });
    expect((await skills()).state).toBe("in_progress");
    // another applicant's draft is not hers
    const max = await login("applicant", "applicant-max");
    await call("PUT", "/api/v1/drafts/application.skills.1", { token: max, body: { data: { x: "1" } } });
    await call("DELETE", "/api/v1/drafts/application.skills.2", { token });
    expect((await skills()).state).toBe("not_started");
  });

  it("completes step 1 with the personal fields and documents; Certificate only when the status is Existing", async () => {
    const token = await login("applicant", "applicant-anna");
    await call("PATCH", "/api/v1/account", { token, body: personal });
    await call("POST", "/api/v1/account/languages", { token, body: { code: "de", level: 7 } });
    await addDocument("applicant-anna", "CV");
    let data = stepOf((await call("GET", "/api/v1/application/progress", { token })).json, "data");
    expect(data).toMatchObject({ state: "in_progress", missing: ["Picture"] });
    await addDocument("applicant-anna", "Picture");
    data = stepOf((await call("GET", "/api/v1/application/progress", { token })).json, "data");
    expect(data).toMatchObject({ state: "complete", path: "/ds/application/data/done", missing: [] });
    await call("PATCH", "/api/v1/account", { token, body: { universityEntranceQualificationStatus: "Existing" } });
    data = stepOf((await call("GET", "/api/v1/application/progress", { token })).json, "data");
    expect(data).toMatchObject({ state: "in_progress", missing: ["Certificate"] });
  });

  it("requires the German-skills certificate once languages are entered and German is not native", async () => {
    const token = await login("applicant", "applicant-anna");
    await call("PATCH", "/api/v1/account", { token, body: personal });
    await addDocument("applicant-anna", "CV");
    await addDocument("applicant-anna", "Picture");
    // no languages yet (step 2 not done): unknown, not required
    expect(stepOf((await call("GET", "/api/v1/application/progress", { token })).json, "data").state).toBe("complete");
    await call("POST", "/api/v1/account/languages", { token, body: { code: "de", level: 6 } });
    let data = stepOf((await call("GET", "/api/v1/application/progress", { token })).json, "data");
    expect(data.missing).toEqual(["Certificate German skills"]);
    await addDocument("applicant-anna", "Certificate German skills");
    data = stepOf((await call("GET", "/api/v1/application/progress", { token })).json, "data");
    expect(data.state).toBe("complete");
  });

  it("completes step 2 with graduation, experience, licence and a language; unlocks step 3 after both", async () => {
    const token = await login("applicant", "applicant-anna");
    await call("PATCH", "/api/v1/account", {
      token,
      body: { professionalExperienceExists: false, drivingLicenseExists: true },
    });
    let skills = stepOf((await call("GET", "/api/v1/application/progress", { token })).json, "skills");
    expect(skills).toMatchObject({ state: "in_progress", path: "/ds/application/skills/2" });
    expect(skills.missing).toEqual([
      "universityEntranceQualification",
      "universityEntranceQualificationStatus",
      "gradeAverage",
      "languages",
    ]);
    await call("PATCH", "/api/v1/account", {
      token,
      body: {
        universityEntranceQualification: "Abitur/Matura",
        universityEntranceQualificationStatus: "Not applied",
        gradeUntil: 3,
      },
    });
    await call("POST", "/api/v1/account/languages", { token, body: { code: "de", level: 7 } });
    const progress = (await call("GET", "/api/v1/application/progress", { token })).json;
    skills = stepOf(progress, "skills");
    expect(skills).toMatchObject({ state: "complete", path: "/ds/application/skills/done", missing: [] });
    // step 1 not complete yet: step 3 stays locked
    expect(stepOf(progress, "info-session").state).toBe("locked");
    await call("PATCH", "/api/v1/account", { token, body: personal });
    await addDocument("applicant-anna", "CV");
    await addDocument("applicant-anna", "Picture");
    const both = (await call("GET", "/api/v1/application/progress", { token })).json;
    expect(both.steps.map((s: { state: string }) => s.state)).toEqual([
      "complete",
      "complete",
      "not_started",
      "locked",
      "locked",
      "locked",
    ]);
  });

  it("blocks step 2 with a diploma from abroad unless the status is Existing or In prospect", async () => {
    const token = await login("applicant", "applicant-anna");
    await call("PATCH", "/api/v1/account", {
      token,
      body: {
        professionalExperienceExists: true,
        drivingLicenseExists: false,
        universityEntranceQualification: "Internationaler Abschluss",
        universityEntranceQualificationStatus: "Not applied",
        gradeAverage: 2.5,
      },
    });
    await call("POST", "/api/v1/account/languages", { token, body: { code: "tr", level: 7 } });
    let skills = stepOf((await call("GET", "/api/v1/application/progress", { token })).json, "skills");
    expect(skills).toMatchObject({ state: "in_progress", missing: ["abroad"] });
    for (const status of ["Existing", "In prospect"]) {
      await call("PATCH", "/api/v1/account", { token, body: { universityEntranceQualificationStatus: status } });
      skills = stepOf((await call("GET", "/api/v1/application/progress", { token })).json, "skills");
      expect(skills.state).toBe("complete");
    }
  });

  it("counts only the caller's own documents and languages", async () => {
    const lena = await login("applicant", "applicant-lena");
    const anna = await login("applicant", "applicant-anna");
    await call("PATCH", "/api/v1/account", { token: anna, body: personal });
    await addDocument("applicant-lena", "CV");
    await addDocument("applicant-lena", "Picture");
    await call("POST", "/api/v1/account/languages", { token: lena, body: { code: "de", level: 7 } });
    const data = stepOf((await call("GET", "/api/v1/application/progress", { token: anna })).json, "data");
    expect(data.missing).toEqual(["CV", "Picture"]);
  });
});
