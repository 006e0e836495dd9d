/** Server helpers of the support console pages: the API refuses advisors without the support role (403). */
import { ApiError } from "~/api/client.server";
import { i18next } from "~/i18next.server";

/** The API's answer, or `null` when the advisor lacks the support role (the page then says so). */
export async function staffCall<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

export async function supportTitle(request: Request, key: string) {
  const t = await i18next.getFixedT(request, "support");
  return `${t(key)} · Tandem`;
}
