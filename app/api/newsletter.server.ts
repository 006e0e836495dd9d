/** The newsletter's unsubscribe link: anonymous, the id in the link is the credential. */
import type { Unsubscription } from "#contracts";
import { type ApiCallArgs, callApi } from "./client.server";

export const getUnsubscription = (args: ApiCallArgs, id: string) =>
  callApi<Unsubscription>(args, `GET /v1/unsubscribe/${encodeURIComponent(id)}`, { token: null });

export const unsubscribe = (args: ApiCallArgs, id: string) =>
  callApi<Unsubscription>(args, `POST /v1/unsubscribe/${encodeURIComponent(id)}`, { token: null });
