/**
 * Resource route /ds/tips/{slug}.pdf: an applicant-guide PDF of GET /v1/guides/{slug}/pdf in the page
 * language, passed through. apiCall answers JSON only, so the bytes are fetched with the same token; a
 * failure is asked again through apiCall for the transport rules (re-login, error codes).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { APPLICANT_GUIDES } from "#contracts/enums";
import { ApiError, apiCall } from "~/api/client.server";
import { requireUser } from "~/auth.server";
import { i18next } from "~/i18next.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { apiToken } = await requireUser(request, context, "applicant");
  const slug = params.slug ?? "";
  if (!(APPLICANT_GUIDES as readonly string[]).includes(slug)) throw new Response(null, { status: 404 });
  const lng = (await i18next.getLocale(request)) === "en" ? "en" : "de";
  const path = `/v1/guides/${slug}/pdf?lng=${lng}`;
  const response = await context.portal.apiFetch(
    new Request(`${context.portal.apiUrl}${path}`, { headers: { Authorization: `Bearer ${apiToken}` } }),
  );
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    try {
      await apiCall({ request, context }, path);
    } catch (error) {
      if (error instanceof ApiError) throw new Response(null, { status: 502 });
      throw error;
    }
    throw new Response(null, { status: 502 });
  }
  const headers = new Headers({
    "Content-Type": "application/pdf",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "sandbox",
    "Cache-Control": "private, no-store",
  });
  const disposition = response.headers.get("content-disposition");
  if (disposition) headers.set("Content-Disposition", disposition);
  return new Response(response.body, { status: 200, headers });
}
