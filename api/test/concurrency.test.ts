/**
 * Optimistic concurrency (RFC 9110) on the records several company users edit: a job opening, the
 * company's data and an employee. For each: GET sends a strong ETag; a stale If-Match answers 412 code
 * 1009 and changes nothing (row, version, audit); a fresh one answers 200 with a new ETag; two writes
 * with the same If-Match at the same time: exactly one wins. Also the draft endpoints of the manage
 * flow, DELETE, `*`, weak and malformed tags, and that a write without If-Match is refused (428,
 * docs/decisions/070-if-match-required.md) and changes nothing.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, companies, companyMemberships, jobOpenings } from "../db/schema";
import { setupApi } from "./harness";

const { ctx, call, login, ifMatchNow } = setupApi();

let olaf: string;
let erika: string;
let emil: string;
let companyId: string;

beforeEach(async () => {
  [olaf, erika, emil] = await Promise.all([
    login("company", "company-olaf"),
    login("company", "company-erika"),
    login("company", "company-emil"),
  ]);
  const me = await call("GET", "/api/b2b/v1/me", { token: olaf });
  companyId = me.json.companies.find((c: { isDefault: boolean }) => c.isDefault).id;
});

const ETAG = /^"\d+"$/;
const auditCount = async (subjectId: string) =>
  (await ctx.handle.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId))).length;

interface Record_ {
  /** The record's address. */
  path: () => Promise<string>;
  /** Where a part of the record is changed, when not at its address (the company's portrait, bank account). */
  part?: string;
  /** A valid change, different per call (`n`), made by `a`; the competing writer is `b`. */
  change: (n: number) => Record<string, unknown>;
  /** The value the change wrote, read from the answer. */
  written: (json: Record<string, unknown>) => unknown;
  a: () => string;
  b: () => string;
  /** The stored version, read past the API. */
  version: (path: string) => Promise<number>;
  subjectId: (path: string) => Promise<string>;
}

const opening = async () => {
  const options = await call("GET", `/api/b2b/v1/companies/${companyId}/job-openings/form-options`, { token: erika });
  const created = await call("POST", `/api/b2b/v1/companies/${companyId}/job-openings`, {
    token: erika,
    body: {
      campusId: options.json.campuses[0].id,
      course: "Informatik (B.Sc.)",
      startDate: "2027-10-01",
      requiredCount: 1,
    },
  });
  expect(created.status).toBe(201);
  return `/api/b2b/v1/companies/${companyId}/job-openings/${created.json.id}`;
};
const lastSegment = (path: string) => path.split("/").pop()!;

const employee = async () => {
  const list = await call("GET", `/api/b2b/v1/companies/${companyId}/employees?search=greta`, { token: olaf });
  return `/api/b2b/v1/companies/${companyId}/employees/${list.json.items[0].id}`;
};

const companyVersion = async () =>
  (await ctx.handle.db.select().from(companies).where(eq(companies.id, companyId)))[0].version;

const RECORDS: Record<string, Record_> = {
  "job opening": {
    path: opening,
    change: (n) => ({ requiredCount: n }),
    written: (json) => json.requiredCount,
    a: () => erika,
    b: () => olaf,
    version: async (path) =>
      (
        await ctx.handle.db
          .select()
          .from(jobOpenings)
          .where(eq(jobOpenings.id, lastSegment(path)))
      )[0].version,
    subjectId: async (path) => lastSegment(path),
  },
  "company data": {
    path: async () => `/api/b2b/v1/companies/${companyId}`,
    change: (n) => ({ managingDirectors: `Geschäftsführung ${n}` }),
    written: (json) => json.managingDirectors,
    a: () => olaf,
    // erika may not change the company: both writers are the owner in two sessions
    b: () => olaf,
    version: companyVersion,
    subjectId: async () => companyId,
  },
  "company portrait": {
    path: async () => `/api/b2b/v1/companies/${companyId}`,
    part: "/portrait",
    change: (n) => ({ about: `Wir bauen Maschinen seit ${1980 + n}.` }),
    written: (json) => (json.portrait as { about: string } | undefined)?.about ?? json.about,
    a: () => olaf,
    b: () => olaf,
    version: companyVersion,
    subjectId: async () => companyId,
  },
  "company bank account": {
    path: async () => `/api/b2b/v1/companies/${companyId}`,
    part: "/payment-details",
    change: (n) => ({ city: `Stadt ${n}` }),
    written: (json) => (json.bankAccount as { city: string } | undefined)?.city ?? json.city,
    a: () => olaf,
    b: () => olaf,
    version: companyVersion,
    subjectId: async () => companyId,
  },
  "company payment type": {
    path: async () => `/api/b2b/v1/companies/${companyId}`,
    part: "/payment-type",
    change: (n) => ({ paymentType: n % 2 ? "direct_transfer" : "sepa", sepaConfirmed: n % 2 === 0 }),
    written: (json) => (json.bankAccount as { paymentType: string } | undefined)?.paymentType ?? json.paymentType,
    a: () => olaf,
    b: () => olaf,
    version: companyVersion,
    subjectId: async () => companyId,
  },
  employee: {
    path: employee,
    change: (n) => ({ department: `Abteilung ${n}` }),
    written: (json) => json.department,
    a: () => olaf,
    b: () => emil,
    version: async (path) =>
      (
        await ctx.handle.db
          .select()
          .from(companyMemberships)
          .where(eq(companyMemberships.id, lastSegment(path)))
      )[0].version,
    subjectId: async (path) => lastSegment(path),
  },
};

describe.each(Object.entries(RECORDS))("%s", (_name, r) => {
  /** PATCH of the record (or of its part) at `path`. */
  const patch = (path: string, options: Parameters<typeof call>[2]) => call("PATCH", `${path}${r.part ?? ""}`, options);

  it("GET sends a strong ETag that names the stored version", async () => {
    const path = await r.path();
    const got = await call("GET", path, { token: r.a() });
    expect(got.status).toBe(200);
    expect(got.headers.get("etag")).toMatch(ETAG);
    expect(got.headers.get("etag")).toBe(`"${await r.version(path)}"`);
  });

  it("a stale If-Match answers 412 code 1009 and changes nothing", async () => {
    const path = await r.path();
    const stale = (await call("GET", path, { token: r.a() })).headers.get("etag")!;
    const first = await patch(path, { token: r.b(), body: r.change(2), headers: { "if-match": stale } });
    expect(first.status).toBe(200);
    const version = await r.version(path);
    const audits = await auditCount(await r.subjectId(path));

    const late = await patch(path, { token: r.a(), body: r.change(3), headers: { "if-match": stale } });
    expect(late.status).toBe(412);
    expect(late.json).toMatchObject({ code: 1009, message: expect.any(String) });
    const now = await call("GET", path, { token: r.a() });
    expect(r.written(now.json)).toBe(r.written(first.json));
    expect(await r.version(path)).toBe(version);
    expect(await auditCount(await r.subjectId(path))).toBe(audits);
  });

  it("a fresh If-Match answers 200 with a new ETag, which is then the one that matches", async () => {
    const path = await r.path();
    const etag = (await call("GET", path, { token: r.a() })).headers.get("etag")!;
    const saved = await patch(path, { token: r.a(), body: r.change(4), headers: { "if-match": etag } });
    expect(saved.status).toBe(200);
    expect(r.written(saved.json)).toBe(r.written(r.change(4)));
    const next = saved.headers.get("etag")!;
    expect(next).toMatch(ETAG);
    expect(next).not.toBe(etag);
    expect((await call("GET", path, { token: r.a() })).headers.get("etag")).toBe(next);
    const again = await patch(path, { token: r.a(), body: r.change(5), headers: { "if-match": next } });
    expect(again.status).toBe(200);
  });

  it("two writes with the same If-Match at the same time: exactly one wins", async () => {
    const path = await r.path();
    const etag = (await call("GET", path, { token: r.a() })).headers.get("etag")!;
    const version = await r.version(path);
    const answers = await Promise.all([
      patch(path, { token: r.a(), body: r.change(6), headers: { "if-match": etag } }),
      patch(path, { token: r.b(), body: r.change(7), headers: { "if-match": etag } }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 412]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(r.written((await call("GET", path, { token: r.a() })).json)).toBe(r.written(winner.json));
    expect(await r.version(path)).toBe(version + 1);
  });

  it("weak, foreign, malformed and empty tags never match (412, never 5xx); `*` does", async () => {
    const path = await r.path();
    const etag = (await call("GET", path, { token: r.a() })).headers.get("etag")!;
    for (const tag of [`W/${etag}`, etag.replaceAll('"', ""), '"abc"', "", '"99999999999"', `"${"9".repeat(400)}"`]) {
      const res = await patch(path, { token: r.a(), body: r.change(8), headers: { "if-match": tag } });
      expect(res.status, tag).toBe(412);
    }
    const listed = await patch(path, {
      token: r.a(),
      body: r.change(9),
      headers: { "if-match": `"0", ${etag}` },
    });
    expect(listed.status).toBe(200);
    const any = await patch(path, { token: r.a(), body: r.change(10), headers: { "if-match": "*" } });
    expect(any.status).toBe(200);
    expect(any.headers.get("etag")).toBe(`"${await r.version(path)}"`);
  });

  it("a write without If-Match is refused with 428 code 1009 and changes nothing", async () => {
    const path = await r.path();
    const before = (await call("GET", path, { token: r.a() })).json;
    const version = await r.version(path);
    const audits = await auditCount(await r.subjectId(path));
    const without = await patch(path, { token: r.a(), body: r.change(11) });
    expect(without.status).toBe(428);
    expect(without.json).toMatchObject({ code: 1009, message: expect.stringContaining("If-Match") });
    expect((await call("GET", path, { token: r.a() })).json).toEqual(before);
    expect(await r.version(path)).toBe(version);
    expect(await auditCount(await r.subjectId(path))).toBe(audits);
  });
});

describe("DELETE with If-Match", () => {
  it("a draft opening: stale → 412 and it stays; none → 428 and it stays; fresh → 204", async () => {
    const path = await opening();
    const etag = (await call("GET", path, { token: erika })).headers.get("etag")!;
    await call("PATCH", path, { token: olaf, body: { requiredCount: 2 }, headers: await ifMatchNow(path, olaf) });
    expect((await call("DELETE", path, { token: olaf, headers: { "if-match": etag } })).status).toBe(412);
    const current = await call("GET", path, { token: erika });
    expect(current.status).toBe(200);
    const fresh = current.headers.get("etag")!;
    expect((await call("DELETE", path, { token: olaf })).status).toBe(428);
    expect((await call("GET", path, { token: erika })).status).toBe(200);
    expect((await call("DELETE", path, { token: olaf, headers: { "if-match": fresh } })).status).toBe(204);
    expect((await call("GET", path, { token: erika })).status).toBe(404);
  });

  it("an employee: stale → 412 and the membership stays; none → 428 and it stays; fresh → 204", async () => {
    const path = await employee();
    const etag = (await call("GET", path, { token: olaf })).headers.get("etag")!;
    await call("PATCH", path, { token: emil, body: { position: "Ausbildung" }, headers: await ifMatchNow(path, olaf) });
    expect((await call("DELETE", path, { token: olaf, headers: { "if-match": etag } })).status).toBe(412);
    const current = await call("GET", path, { token: olaf });
    expect(current.json.position).toBe("Ausbildung");
    expect((await call("DELETE", path, { token: olaf })).status).toBe(428);
    expect((await call("GET", path, { token: olaf })).status).toBe(200);
    expect(
      (await call("DELETE", path, { token: olaf, headers: { "if-match": current.headers.get("etag")! } })).status,
    ).toBe(204);
  });
});

describe("the manage flow's step drafts and commands", () => {
  it("a draft of a step based on an old version is refused with 412; on the current one it is kept", async () => {
    const path = await opening();
    const etag = (await call("GET", path, { token: erika })).headers.get("etag")!;
    await call("PATCH", path, { token: olaf, body: { requiredCount: 3 }, headers: await ifMatchNow(path, olaf) });
    const draft = `${path}/drafts/study`;
    const stale = await call("PUT", draft, {
      token: erika,
      body: { data: { requiredCount: "5" } },
      headers: { "if-match": etag },
    });
    expect(stale.status).toBe(412);
    expect(stale.json.code).toBe(1009);
    expect((await call("GET", draft, { token: erika })).json.data).toEqual({});
    const fresh = (await call("GET", path, { token: erika })).headers.get("etag")!;
    const kept = await call("PUT", draft, {
      token: erika,
      body: { data: { requiredCount: "5" } },
      headers: { "if-match": fresh },
    });
    expect(kept.status).toBe(200);
    expect((await call("DELETE", draft, { token: erika, headers: { "if-match": etag } })).status).toBe(412);
    expect((await call("DELETE", draft, { token: erika, headers: { "if-match": fresh } })).status).toBe(204);
  });

  it("publishing changes the version: an ETag read before is stale afterwards", async () => {
    const path = await opening();
    await call("PATCH", path, {
      token: erika,
      headers: await ifMatchNow(path, erika),
      body: {
        title: "Duales Studium",
        tasks: "Aufgaben",
        offerDescription: "Angebot",
        workModel: "hybrid",
        placeOfTraining: "Stuttgart",
      },
    });
    const etag = (await call("GET", path, { token: erika })).headers.get("etag")!;
    expect((await call("POST", `${path}/publish`, { token: erika })).status).toBe(200);
    const late = await call("PATCH", path, { token: olaf, body: { requiredCount: 2 }, headers: { "if-match": etag } });
    expect(late.status).toBe(412);
  });

  it("a denial comes before the precondition: no permission is 403 whatever If-Match says", async () => {
    const path = `/api/b2b/v1/companies/${companyId}`;
    const res = await call("PATCH", path, { token: erika, body: { website: null }, headers: { "if-match": '"0"' } });
    expect(res.status).toBe(403);
  });
});

describe("the OpenAPI document", () => {
  it("documents If-Match as required, the ETag, the 412 and the 428 on the records several people edit", async () => {
    const doc = (await call("GET", "/api/openapi.json")).json;
    const writes = [
      ["/api/b2b/v1/companies/{id}/job-openings/{jobId}", "patch"],
      ["/api/b2b/v1/companies/{id}/job-openings/{jobId}", "delete"],
      ["/api/b2b/v1/companies/{id}", "patch"],
      ["/api/b2b/v1/companies/{id}/portrait", "patch"],
      ["/api/b2b/v1/companies/{id}/payment-details", "patch"],
      ["/api/b2b/v1/companies/{id}/payment-type", "patch"],
      ["/api/b2b/v1/companies/{id}/employees/{employeeId}", "patch"],
      ["/api/b2b/v1/companies/{id}/employees/{employeeId}", "delete"],
    ];
    for (const [p, method] of writes) {
      const op = doc.paths[p][method];
      const header = op.parameters.find(
        (x: { in: string; name: string }) => x.in === "header" && x.name === "if-match",
      );
      expect(header, `${method} ${p}`).toMatchObject({ required: true });
      expect(op.responses["412"], `${method} ${p}`).toBeDefined();
      expect(op.responses["428"], `${method} ${p}`).toBeDefined();
      if (method === "patch") expect(op.responses["200"].headers.ETag).toBeDefined();
      // a part of the company (portrait, bank account) is read with the company
      const read = doc.paths[p].get ?? doc.paths["/api/b2b/v1/companies/{id}"].get;
      expect(read.responses["200"].headers.ETag).toBeDefined();
    }
    // a step's draft keeps it optional (the caller's own input, docs/decisions/070-if-match-required.md)
    const draft = doc.paths["/api/b2b/v1/companies/{id}/job-openings/{jobId}/drafts/{step}"].put;
    expect(draft.parameters.find((x: { name: string }) => x.name === "if-match").required).toBe(false);
  });
});
