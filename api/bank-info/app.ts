/**
 * The bank-info service (docs/product.md#api-calls, the second service): its own small Hono app, mounted by the API at
 * /api/bank-info. It needs no database and no login: it only answers public reference data (the
 * Bundesbank's bank-code directory) for an IBAN, so it could run on its own as well.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { BankInfo, COMPANY_MESSAGES, ErrorCode, IbanInput } from "#contracts";
import { publicAccess } from "../auth/access";
import { ApiError, errorResponses, fieldErrors } from "../errors";
import { json, newRouter } from "../routes/router";
import { lookupBank } from "./lookup";

export function bankInfoApp() {
  const route = createRoute({
    tags: ["Bank info"],
    method: "get",
    path: "/{iban}",
    summary: "Bank name and BIC of a German IBAN (400 for an invalid IBAN, 404 for an unknown bank code)",
    middleware: publicAccess(),
    request: { params: z.object({ iban: z.string().max(64).describe("the IBAN, spaces allowed") }) },
    responses: { 200: json(BankInfo, "The bank"), ...errorResponses(400, 404) },
  });
  return newRouter().openapi(route, (c) => {
    const parsed = IbanInput.safeParse(c.req.valid("param").iban);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      throw new ApiError(400, ErrorCode.validationFailed, "Invalid IBAN", { iban: errors._ ?? [] });
    }
    const bank = lookupBank(parsed.data);
    if (!bank) {
      throw new ApiError(404, ErrorCode.notFound, "No bank is known for this IBAN", {
        iban: [COMPANY_MESSAGES.bankUnknown],
      });
    }
    return c.json(bank, 200);
  });
}
