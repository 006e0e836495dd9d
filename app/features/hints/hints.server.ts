/** Hint flags the portal sets itself when the applicant does what a hint asks for (docs/product.md#entities), through PUT /v1/metadata. */
import type { HintFlag } from "#contracts/enums";
import { putMetadata } from "~/api/account.server";
import type { ApiCallArgs } from "~/api/client.server";

/** Sets `flag` (idempotent): the applicant did what the hint asked for. */
export async function setHintFlag(args: ApiCallArgs, flag: HintFlag): Promise<void> {
  await putMetadata(args, { [flag]: true });
}
