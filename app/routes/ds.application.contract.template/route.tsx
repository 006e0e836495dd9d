import type { LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, apiCall } from "~/api/client.server";
import { requireUser } from "~/auth.server";
import { i18next } from "~/i18next.server";
import { getSession } from "~/session.server";

/**
 * Resource route: the contract template PDF of GET /v1/contract/template, passed through. apiCall
 * answers JSON only, so the bytes are fetched with the same token; a failure is asked again through
 * apiCall for the transport rules of spec §8 (as the document preview does).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const lng = (await i18next.getLocale(request)) === "en" ? "en" : "de";
  const path = `/v1/contract/template?lng=${lng}`;
  const session = await getSession(request, context);
  const response = await context.portal.apiFetch(
    new Request(`${context.portal.apiUrl}${path}`, { headers: { Authorization: `Bearer ${session.get("apiToken")}` } }),
  );
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    try {
      await apiCall({ request, context }, path);
    } catch (error) {
      if (error instanceof ApiError) throw new Response(null, { status: error.status === 404 ? 404 : 502 });
      throw error;
    }
    throw new Response(null, { status: 502 });
  }
  return new Response(response.body, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${lng === "de" ? "studienvertrag" : "study-contract"}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
