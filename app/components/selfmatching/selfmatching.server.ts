/** Server helpers of the selfmatching pages: API reads that know the "not ready yet" answer. */
import type { AppLoadContext } from "@remix-run/node";
import { ErrorCode } from "#contracts";
import { ApiError, apiCall } from "~/api/client.server";

export type Ready<T> = { ready: true; value: T } | { ready: false };

/**
 * GET `path`; the API answers 409 while the applicant's unit is not stage-minimum-ready, which the page
 * shows as "complete step 5 first". 404 becomes the portal's not-found page.
 */
export async function readIfReady<T>(
  args: { request: Request; context: AppLoadContext },
  path: string,
): Promise<Ready<T>> {
  try {
    return { ready: true, value: await apiCall<T>(args, path) };
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.conflict) return { ready: false };
    if (error instanceof ApiError && error.status === 404) throw new Response(null, { status: 404 });
    throw error;
  }
}

export { ApiError, apiCall };
