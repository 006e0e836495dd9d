/**
 * Bring a friend and the applicant guides: GET /api/v1/account/referral-link (created once, own link
 * only, applicants only) and GET /api/v1/guides/{slug}/pdf (real PDFs in each of the ten languages).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#contracts/languages";
import { pdfText, readPdf } from "../../tests/pdf-text";
import { accounts, auditLog } from "../db/schema";
import { mailText } from "../mail/texts";
import { setupApi } from "./harness";

const { ctx, call, login, expectRefusedToOthers } = setupApi();

const raw = (path: string, token?: string) =>
  ctx.api.fetch(new Request(`http://internal${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }));

describe("GET /api/v1/account/referral-link", () => {
  it("answers the code made with the account, the same across logins, and reading writes nothing", async () => {
    const [first, second] = [await login("applicant", "applicant-lena"), await login("applicant", "applicant-lena")];
    const auditRows = (await ctx.handle.db.select().from(auditLog)).length;
    const answer = await call("GET", "/api/v1/account/referral-link", { token: first });
    expect(answer.status).toBe(200);
    const again = await call("GET", "/api/v1/account/referral-link", { token: second });
    expect(again.json).toEqual(answer.json);
    const [lena] = await ctx.handle.db.select().from(accounts).where(eq(accounts.email, "lena.lehmann@example.org"));
    expect(lena.referralCode).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.json.url.endsWith(`/ref/${lena.referralCode}`)).toBe(true);
    expect((await ctx.handle.db.select().from(auditLog)).length).toBe(auditRows);
  });

  it("is refused to company users (403) and anonymously (401)", async () => {
    const olaf = await login("company", "company-olaf");
    await expectRefusedToOthers("GET", "/api/v1/account/referral-link", olaf);
  });
});

describe("GET /api/v1/guides/{slug}/pdf", () => {
  it("answers each guide as a PDF download in each of the ten languages, its title, text and language in that language", async () => {
    const token = await login("applicant", "applicant-lena");
    for (const slug of ["profile-template", "application-tips", "interview-tips"]) {
      for (const lng of LANGUAGES) {
        const res = await raw(`/api/v1/guides/${slug}/pdf?lng=${lng}`, token);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("application/pdf");
        expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="[a-z-]+\.pdf"$/);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(bytes.toString("latin1").startsWith("%PDF-1.7")).toBe(true);
        const pdf = await readPdf(bytes);
        const title = mailText(lng, `guides.${slug}.title`);
        expect(pdf.lang).toBe(lng);
        expect(pdf.title).toBe(title);
        // the first paragraph, as a reader extracts it: in the language asked for, digits in reading order
        // (compared without spaces, line breaks and Arabic-script marks: pdf.js splits a Persian word at a
        // final form, puts a hamza mark on a line of its own and drops the zero-width non-joiner; the letters
        // and their order are what counts)
        const bare = (t: string) =>
          [...t].filter((c) => c.charCodeAt(0) >= 32 && !/[\s\u064b-\u065f\u0670\u200c-\u200f]/.test(c)).join("");
        const firstLine = mailText(lng, `guides.${slug}.body`).split("\n")[0];
        const text = bare(pdf.text.join("\n"));
        expect(text).toContain(bare(title));
        expect(text).toContain(bare(firstLine).slice(0, 40));
      }
    }
    const de = Buffer.from(await (await raw("/api/v1/guides/profile-template/pdf", token)).arrayBuffer());
    expect(await pdfText(de)).toContain("Profilvorlage");
    // the German text is the default; another language is not German
    expect(mailText("fr", "guides.application-tips.title")).not.toBe(mailText("de", "guides.application-tips.title"));
  });

  it("answers an unknown language with 400", async () => {
    const token = await login("applicant", "applicant-lena");
    expect((await raw("/api/v1/guides/profile-template/pdf?lng=xx", token)).status).toBe(400);
  });

  it("answers an unknown guide with 400 and refuses company users and anonymous callers", async () => {
    const token = await login("applicant", "applicant-lena");
    expect((await raw("/api/v1/guides/secret/pdf", token)).status).toBe(400);
    expect((await raw("/api/v1/guides/profile-template/pdf", await login("company", "company-olaf"))).status).toBe(403);
    expect((await raw("/api/v1/guides/profile-template/pdf")).status).toBe(401);
  });
});
