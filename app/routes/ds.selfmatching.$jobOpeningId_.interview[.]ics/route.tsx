import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { ApiError, apiCall } from "~/components/selfmatching/selfmatching.server";
import { getSession } from "~/session.server";

/**
 * Resource route: the interview invitation of GET /v1/job-openings/{id}/interview.ics, passed through.
 * apiCall answers JSON only, so the text is fetched with the same token; a failure is asked again through
 * apiCall for the transport rules of spec §8 (login, maintenance).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const path = `/v1/job-openings/${encodeURIComponent(params.jobOpeningId ?? "")}/interview.ics`;
  const session = await getSession(request, context);
  const response = await context.portal.apiFetch(
    new Request(`${context.portal.apiUrl}${path}`, { headers: { Authorization: `Bearer ${session.get("apiToken")}` } }),
  );
  if (!response.ok) {
    await response.body?.cancel();
    try {
      await apiCall({ request, context }, path);
    } catch (error) {
      if (error instanceof ApiError) throw new Response(null, { status: error.status === 404 ? 404 : 409 });
      throw error;
    }
    throw new Response(null, { status: 502 });
  }
  return new Response(await response.text(), {
    status: 200,
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="interview.ics"',
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
