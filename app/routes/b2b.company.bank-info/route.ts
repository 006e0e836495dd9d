import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getBankInfo } from "~/api/companies.server";
import { requireUser } from "~/session/auth.server";
import { whenRefused } from "~/utils/api-refusal.server";

/**
 * Resource route for the payment form with JavaScript: bank name and BIC of the typed IBAN from the
 * bank-info service (GET /api/bank-info/{iban}). Without JavaScript the form's "look up bank" button
 * does the same through the page's action.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const iban = (new URL(request.url).searchParams.get("iban") ?? "").replace(/\s/g, "").slice(0, 64);
  if (!iban) return json({ error: "missing" }, { status: 400 });
  return whenRefused(
    async () => {
      const bank = await getBankInfo({ request, context }, iban);
      return json(
        { bankName: bank.bankName, bic: bank.bic },
        { headers: { "Cache-Control": "private, max-age=3600" } },
      );
    },
    (error) =>
      json({ error: error.status === 404 ? "unknown" : "invalid" }, { status: error.status === 404 ? 404 : 400 }),
  );
}
