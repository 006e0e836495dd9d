/** The development mailbox (mounted by the API only with DEV_TOOLS): no login, never in production. */
import type { Mailbox } from "#contracts";
import { type ApiCallArgs, apiStream, callApi } from "./client.server";

export const getMailbox = (args: ApiCallArgs, page: number, to: string) =>
  callApi<Mailbox>(
    args,
    `GET /dev/mailbox?${new URLSearchParams(to ? { page: String(page), to } : { page: String(page) })}`,
    {
      token: null,
    },
  );

/** One attachment of a mail in the development mailbox (e.g. an interview .ics); anything refused is 404. */
export const mailboxAttachment = (args: ApiCallArgs, mailId: string, index: string) =>
  apiStream(args, `GET /dev/mailbox/${encodeURIComponent(mailId)}/attachments/${encodeURIComponent(index)}`, {
    token: null,
    cacheControl: "no-store",
    refusal: () => 404,
  });
