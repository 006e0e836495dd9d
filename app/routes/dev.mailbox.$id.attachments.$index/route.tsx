import { data, type LoaderFunctionArgs } from "@remix-run/node";

/** One attachment of a mail in the development mailbox (e.g. an interview .ics). Dev tools only. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  if (!context.portal.devTools) throw data(null, { status: 404 });
  const path = `/dev/mailbox/${encodeURIComponent(params.id ?? "")}/attachments/${encodeURIComponent(params.index ?? "")}`;
  const response = await context.portal.apiFetch(new Request(`${context.portal.apiUrl}${path}`));
  if (!response.ok) throw data(null, { status: 404 });
  return new Response(response.body, {
    headers: {
      "Content-Type": response.headers.get("Content-Type") ?? "application/octet-stream",
      "Content-Disposition": response.headers.get("Content-Disposition") ?? "attachment",
      "Cache-Control": "no-store",
    },
  });
}
