/** Server helpers of the support console pages: the API refuses advisors without the support role (403). */
import { ApiError } from "~/api/client.server";

/** The API's answer, or `null` when the advisor lacks the support role (the page then says so). */
export async function staffCall<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}
