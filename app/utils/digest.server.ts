/**
 * The action of the daily digest switch, shared by the company profile and the advisor console: one
 * Conform/zod form, the caller's own switch put through the API, back to the page with a flash message.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { DigestSettingForm } from "#contracts/digest";
import type { ApiCallArgs } from "~/api/client.server";
import { redirectWithFlash } from "./flash.server";

export async function digestAction(
  args: ApiCallArgs,
  form: FormData,
  put: (args: ApiCallArgs, body: { dailyDigest: boolean }) => Promise<unknown>,
  page: { path: string; savedKey: string },
) {
  const submission = parseWithZod(form, { schema: DigestSettingForm });
  if (submission.status !== "success") return data({ digest: submission.reply() }, { status: 400 });
  await put(args, { dailyDigest: submission.value.dailyDigest });
  throw await redirectWithFlash(args.request, args.context, page.path, { kind: "success", key: page.savedKey });
}
