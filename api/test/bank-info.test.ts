/** The bank-info service at /api/bank-info: bank name and BIC of a German IBAN, no login needed. */
import { describe, expect, it } from "vitest";
import { setupApi } from "./harness";

const { call } = setupApi();

describe("GET /api/bank-info/{iban}", () => {
  it("answers bank name and BIC from the German bank code, also for an IBAN typed with spaces", async () => {
    const res = await call("GET", `/api/bank-info/${encodeURIComponent("de89 3704 0044 0532 0130 00")}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      iban: "DE89370400440532013000",
      bankCode: "37040044",
      bankName: "Commerzbank",
      bic: "COBADEFFXXX",
    });
  });

  it("refuses an IBAN whose check digits are wrong with a field message", async () => {
    const res = await call("GET", "/api/bank-info/DE89370400440532013001");
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(1007);
    expect(res.json.errors.iban).toEqual(["company:payment.errors.ibanInvalid"]);
  });

  it("answers 404 for a valid IBAN of another country (no German bank code)", async () => {
    const res = await call("GET", "/api/bank-info/GB82WEST12345698765432");
    expect(res.status).toBe(404);
    expect(res.json.errors.iban).toEqual(["company:payment.errors.bankUnknown"]);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = await call("GET", "/api/openapi.json");
    expect(doc.json.paths["/api/bank-info/{iban}"].get).toBeDefined();
  });
});
