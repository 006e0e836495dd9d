/** Server helpers of the selfmatching pages: API reads that know the "not ready yet" answer. */
import { ErrorCode } from "#contracts";
import { orNotFound, whenRefused } from "~/utils/api-refusal.server";

export type Ready<T> = { ready: true; value: T } | { ready: false };

/**
 * A read of the selfmatching API; it answers 409 while the applicant's unit is not stage-minimum-ready,
 * which the page shows as "complete step 5 first". 404 becomes the portal's not-found page.
 */
export async function readIfReady<T>(read: Promise<T>): Promise<Ready<T>> {
  return whenRefused(
    orNotFound(read).then((value) => ({ ready: true as const, value })),
    (refusal): Ready<T> => {
      if (refusal.code === ErrorCode.conflict) return { ready: false };
      throw refusal;
    },
  );
}
