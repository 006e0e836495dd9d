import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { mailboxAttachment } from "~/api/dev.server";

/** One attachment of a mail in the development mailbox (e.g. an interview .ics). Dev tools only. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!context.portal.devTools) throw data(null, { status: 404 });
  return mailboxAttachment({ request, context }, params.id ?? "", params.index ?? "");
}
