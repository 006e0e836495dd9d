/**
 * Company administration under /api/b2b/v1: data, portrait, payment details and type (IBAN checked,
 * bank filled from the bank code, SEPA needs the mandate), pictures, the company user's notification
 * settings. Who may call what is the matrix of company-authorization.test.ts; here: behaviour.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, bankAccounts, companies } from "../db/schema";
import { htmlPage, tinyPdf, tinyPng } from "../uploads/test-files";
import { setupApi } from "./harness";

const { ctx, call, login, ifMatchNow } = setupApi();

let olaf: string;
let muster: string;
let berta: string;
let beispiel: string;

async function defaultCompany(token: string) {
  const me = await call("GET", "/api/b2b/v1/me", { token });
  return me.json.companies.find((c: { isDefault: boolean }) => c.isDefault).id as string;
}

beforeEach(async () => {
  olaf = await login("company", "company-olaf");
  berta = await login("company", "company-berta");
  muster = await defaultCompany(olaf);
  beispiel = await defaultCompany(berta);
});

const url = (id: string, rest = "") => `/api/b2b/v1/companies/${id}${rest}`;

async function upload(path: string, token: string, bytes: Uint8Array, method = "PUT") {
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart]), "picture.png");
  const res = await ctx.api.fetch(
    new Request(`http://internal${path}`, { method, headers: { authorization: `Bearer ${token}` }, body: form }),
  );
  const text = await res.text();
  return {
    status: res.status,
    json: text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null,
  };
}

describe("company data", () => {
  it("answers the seeded company with portrait and bank account", async () => {
    const res = await call("GET", url(muster), { token: olaf });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: muster,
      name: "Muster Maschinenbau GmbH",
      commercialRegister: "HRB 123456",
      districtCourt: "Amtsgericht Stuttgart",
      employees: 240,
      locations: ["Stuttgart", "Berlin"],
      profilePicture: null,
      bankAccount: { iban: "DE89370400440532013000", paymentType: "sepa", sepaConfirmed: true },
      paymentDetailsComplete: true,
    });
  });

  it("creates an empty bank account when the company has none", async () => {
    await ctx.handle.db.delete(bankAccounts).where(eq(bankAccounts.companyId, beispiel));
    const res = await call("GET", url(beispiel), { token: berta });
    expect(res.status).toBe(200);
    expect(res.json.bankAccount).toEqual({
      ownerName: null,
      bankName: null,
      iban: null,
      bic: null,
      city: null,
      sepaConfirmed: false,
      paymentType: "direct_transfer",
      mandateReference: null,
      accountingEmail: null,
    });
    expect(res.json.paymentDetailsComplete).toBe(false);
    const rows = await ctx.handle.db.select().from(bankAccounts).where(eq(bankAccounts.companyId, beispiel));
    expect(rows).toHaveLength(1);
  });

  it("changes the master data; empty text clears a field, social media networks merge", async () => {
    const res = await call("PATCH", url(muster), {
      token: olaf,
      headers: await ifMatchNow(url(muster), olaf),
      body: {
        name: "Muster Maschinenbau",
        commercialRegister: "",
        employees: 250,
        foundedDate: "1990-01-02",
        locations: ["Stuttgart", "Leipzig"],
        website: "https://example.org",
        socialMedia: { xing: "https://xing.example/muster", linkedin: "" },
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: "Muster Maschinenbau",
      commercialRegister: null,
      employees: 250,
      foundedDate: "1990-01-02",
      locations: ["Stuttgart", "Leipzig"],
      website: "https://example.org",
      socialMedia: { xing: "https://xing.example/muster" },
    });
    const audits = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, "company.updated"));
    expect(audits).toHaveLength(1);
    expect(audits[0].details).toEqual({
      fields: ["name", "commercialRegister", "employees", "foundedDate", "locations", "website", "socialMedia"],
    });
  });

  it("refuses invalid data with field messages and changes nothing", async () => {
    const [before] = await ctx.handle.db.select().from(companies).where(eq(companies.id, muster));
    const res = await call("PATCH", url(muster), {
      token: olaf,
      headers: await ifMatchNow(url(muster), olaf),
      body: {
        name: "",
        website: "muster.example",
        employees: -1,
        foundedDate: "2999-01-01",
        socialMedia: { myspace: "x" },
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({
      name: ["validation.valueRequiredPlain"],
      website: ["validation.url"],
      employees: ['validation.minValue|{"min":0}'],
      foundedDate: ["company:data.errors.foundedInFuture"],
    });
    expect(Object.keys(res.json.errors).some((k) => k.startsWith("socialMedia"))).toBe(true);
    const [after] = await ctx.handle.db.select().from(companies).where(eq(companies.id, muster));
    expect(after).toEqual(before);
  });

  it("refuses fields that are not company data (e.g. the bank account through PATCH /companies/{id})", async () => {
    const res = await call("PATCH", url(muster), {
      token: olaf,
      headers: await ifMatchNow(url(muster), olaf),
      body: { iban: "DE89370400440532013000" },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.iban).toBeDefined();
  });
});

describe("portrait", () => {
  it("changes the portrait texts and the contact", async () => {
    const res = await call("PATCH", url(muster, "/portrait"), {
      token: olaf,
      headers: await ifMatchNow(url(muster), olaf),
      body: {
        about: "Wir bauen Maschinen.",
        offer: "Ein Team",
        contactEmail: "karriere@muster.example",
        contactPhone: "",
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.portrait).toEqual({
      about: "Wir bauen Maschinen.",
      offer: "Ein Team",
      contactName: null,
      contactEmail: "karriere@muster.example",
      contactPhone: null,
    });
  });

  it("refuses an invalid contact e-mail and a text beyond 3000 characters", async () => {
    const res = await call("PATCH", url(muster, "/portrait"), {
      token: olaf,
      headers: await ifMatchNow(url(muster), olaf),
      body: { contactEmail: "no-mail", about: "x".repeat(3001) },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      contactEmail: ["validation.inputEmail"],
      about: ['validation.maxLength|{"max":3000}'],
    });
  });
});

describe("payment details", () => {
  it("stores a German IBAN in electronic form and fills bank name and BIC from the bank code", async () => {
    const res = await call("PATCH", url(beispiel, "/payment-details"), {
      token: berta,
      headers: await ifMatchNow(url(beispiel), berta),
      body: {
        ownerName: "Beispiel Software AG",
        iban: "de02 1203 0000 0000 2020 51",
        bankName: "",
        bic: "",
        city: "Hamburg",
        accountingEmail: "rechnung@beispiel-software.example",
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.bankAccount).toMatchObject({
      ownerName: "Beispiel Software AG",
      iban: "DE02120300000000202051",
      bankName: "Deutsche Kreditbank Berlin",
      bic: "BYLADEM1001",
      city: "Hamburg",
      accountingEmail: "rechnung@beispiel-software.example",
      paymentType: "direct_transfer",
    });
    expect(res.json.paymentDetailsComplete).toBe(true);
    const [audit] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "company.payment_details_updated"));
    expect(JSON.stringify(audit.details)).not.toContain("DE02");
  });

  it("refuses an invalid IBAN and an invalid BIC with field messages, and keeps the account", async () => {
    const [before] = await ctx.handle.db.select().from(bankAccounts).where(eq(bankAccounts.companyId, muster));
    const res = await call("PATCH", url(muster, "/payment-details"), {
      token: olaf,
      headers: await ifMatchNow(url(muster), olaf),
      body: { iban: "DE00 1234 5678 9012 3456 78", bic: "NOTABIC!" },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      iban: ["company:payment.errors.ibanInvalid"],
      bic: ["company:payment.errors.bicInvalid"],
    });
    const [after] = await ctx.handle.db.select().from(bankAccounts).where(eq(bankAccounts.companyId, muster));
    expect(after).toEqual(before);
  });

  it("SEPA needs the mandate confirmation and an IBAN; then a mandate reference is assigned", async () => {
    const unconfirmed = await call("PATCH", url(beispiel, "/payment-type"), {
      token: berta,
      headers: await ifMatchNow(url(beispiel), berta),
      body: { paymentType: "sepa", sepaConfirmed: false },
    });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.json.errors.sepaConfirmed).toEqual(["company:payment.errors.sepaConfirmRequired"]);

    const noAccount = await call("PATCH", url(beispiel, "/payment-type"), {
      token: berta,
      headers: await ifMatchNow(url(beispiel), berta),
      body: { paymentType: "sepa", sepaConfirmed: true },
    });
    expect(noAccount.status).toBe(400);
    expect(noAccount.json.errors.paymentType).toEqual(["company:payment.errors.sepaNeedsAccount"]);

    await call("PATCH", url(beispiel, "/payment-details"), {
      token: berta,
      headers: await ifMatchNow(url(beispiel), berta),
      body: { ownerName: "Beispiel Software AG", iban: "DE02120300000000202051" },
    });
    const sepa = await call("PATCH", url(beispiel, "/payment-type"), {
      token: berta,
      headers: await ifMatchNow(url(beispiel), berta),
      body: { paymentType: "sepa", sepaConfirmed: true },
    });
    expect(sepa.status).toBe(200);
    expect(sepa.json.bankAccount).toMatchObject({ paymentType: "sepa", sepaConfirmed: true });
    expect(sepa.json.bankAccount.mandateReference).toMatch(/^TANDEM-[0-9A-F]{10}$/);

    const back = await call("PATCH", url(beispiel, "/payment-type"), {
      token: berta,
      headers: await ifMatchNow(url(beispiel), berta),
      body: { paymentType: "direct_transfer" },
    });
    expect(back.json.bankAccount).toMatchObject({
      paymentType: "direct_transfer",
      sepaConfirmed: false,
      mandateReference: null,
    });
  });
});

describe("pictures", () => {
  it("stores a png as the company's picture, serves it to members, and removes it", async () => {
    const put = await upload(url(muster, "/profile-picture"), olaf, tinyPng());
    expect(put.status).toBe(200);
    expect(put.json.profilePicture).toMatch(new RegExp(`^/b2b/v1/companies/${muster}/profile-picture\\?v=`));
    const erika = await login("company", "company-erika");
    const res = await ctx.api.fetch(
      new Request(`http://internal${url(muster, "/profile-picture")}`, {
        headers: { authorization: `Bearer ${erika}` },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(tinyPng()));
    const del = await call("DELETE", url(muster, "/profile-picture"), { token: olaf });
    expect(del.json.profilePicture).toBeNull();
    expect((await call("GET", url(muster, "/profile-picture"), { token: olaf })).status).toBe(404);
  });

  it("refuses a PDF and an HTML page named .png (decided by content)", async () => {
    for (const bytes of [tinyPdf(), htmlPage()]) {
      const res = await upload(url(muster, "/profile-picture"), olaf, bytes);
      expect(res.status).toBe(422);
      expect(res.json.errors.file).toEqual(["validation.uploadPhotoType"]);
    }
    const [row] = await ctx.handle.db.select().from(companies).where(eq(companies.id, muster));
    expect(row.profilePicture).toBeNull();
  });

  it("refuses a picture over 14 MB with 413", async () => {
    const big = new Uint8Array(14 * 1024 * 1024 + 1);
    big.set(tinyPng());
    expect((await upload(url(muster, "/profile-picture"), olaf, big)).status).toBe(413);
  });

  it("keeps the company user's own picture, shown in /me", async () => {
    expect((await upload("/api/b2b/v1/me/profile-picture", olaf, tinyPng())).status).toBe(204);
    const me = await call("GET", "/api/b2b/v1/me", { token: olaf });
    expect(me.json.profilePicture).toEqual(expect.any(String));
    const res = await ctx.api.fetch(
      new Request("http://internal/api/b2b/v1/me/profile-picture", { headers: { authorization: `Bearer ${olaf}` } }),
    );
    expect(res.headers.get("content-type")).toBe("image/png");
    expect((await call("DELETE", "/api/b2b/v1/me/profile-picture", { token: olaf })).status).toBe(204);
    expect((await call("GET", "/api/b2b/v1/me", { token: olaf })).json.profilePicture).toBeNull();
  });
});

describe("notification settings of the company user", () => {
  it("starts from the defaults and keeps what is put", async () => {
    const initial = await call("GET", "/api/b2b/v1/notification-settings", { token: olaf });
    expect(initial.json).toEqual({
      settings: { new_advisor: true, new_students: true, job_openings_newsletter: false },
    });
    const settings = { new_advisor: false, new_students: true, job_openings_newsletter: true };
    const put = await call("PUT", "/api/b2b/v1/notification-settings", { token: olaf, body: { settings } });
    expect(put.status).toBe(200);
    expect((await call("GET", "/api/b2b/v1/notification-settings", { token: olaf })).json).toEqual({ settings });
    // per user: berta still has the defaults
    expect((await call("GET", "/api/b2b/v1/notification-settings", { token: berta })).json.settings.new_advisor).toBe(
      true,
    );
  });

  it("refuses an unknown setting", async () => {
    const res = await call("PUT", "/api/b2b/v1/notification-settings", {
      token: olaf,
      body: { settings: { new_advisor: true, new_students: true, job_openings_newsletter: true, spam: true } },
    });
    expect(res.status).toBe(400);
  });
});
