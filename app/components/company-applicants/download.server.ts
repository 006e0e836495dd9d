import type { LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, apiCall } from "~/api/client.server";
import { requireCompany } from "~/routes/b2b/company.server";
import { getSession } from "~/session.server";

const PASSED_HEADERS = ["content-type", "content-length", "content-disposition", "cache-control"];

/**
 * A file below the applicant's API path (a released document, the interview .ics), streamed through.
 * apiCall answers JSON only, so the bytes are fetched with the same token directly; a failure is asked
 * again through apiCall, which applies the transport rules (re-login, error codes).
 */
export async function companyApplicantFile(args: LoaderFunctionArgs, subPath: string): Promise<Response> {
  const { companyId } = await requireCompany(args);
  const path = `/b2b/v1/companies/${encodeURIComponent(companyId)}/job-openings/${encodeURIComponent(
    args.params.id ?? "",
  )}/applicants/${encodeURIComponent(args.params.applicantId ?? "")}${subPath}`;
  const token = (await getSession(args.request, args.context)).get("apiToken");
  const response = await args.context.portal.apiFetch(
    new Request(`${args.context.portal.apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } }),
  );
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    try {
      await apiCall(args, path);
    } catch (error) {
      if (error instanceof ApiError) throw new Response(null, { status: error.status === 404 ? 404 : 502 });
      throw error;
    }
    throw new Response(null, { status: 502 });
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  // never let a stored file be sniffed or run as a page
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", "sandbox");
  headers.set("Cache-Control", "private, no-store");
  return new Response(response.body, { status: 200, headers });
}
