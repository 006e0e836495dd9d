/** Hint flags the portal sets itself, on a visit or an interaction (spec §3), through PUT /v1/metadata. */
import type { HintFlag } from "#contracts/enums";
import { getAccount, putMetadata } from "~/api/account.server";
import type { ApiCallArgs } from "~/api/client.server";

/** Sets `flag` on the first visit; true on that first visit (the page then shows its one-time intro). */
export async function markFirstVisit(args: ApiCallArgs, flag: HintFlag): Promise<boolean> {
  const account = await getAccount(args);
  if (account.hints[flag]) return false;
  await putMetadata(args, { [flag]: true });
  return true;
}

/** Sets `flag` (idempotent): the applicant did what the hint asked for. */
export async function setHintFlag(args: ApiCallArgs, flag: HintFlag): Promise<void> {
  await putMetadata(args, { [flag]: true });
}
