import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { ErrorCode } from "#contracts";
import {
  getOpenEmailChangeRequest,
  getReferralLink,
  patchAccount,
  requestEmailChange,
  sendEmailVerification,
} from "~/api/account.server";
import { pageLanguage } from "~/features/application/application.server";
import { requireUser } from "~/session/auth.server";
import { replyIfRefused, whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { formRules } from "~/utils/form-rules.server";
import { formatDate } from "~/utils/format";
import { BANNER_MODE, INTENTS } from "./intents";
import { ContactForm, EmailChangeForm } from "./schemas.server";

const HERE = "/ds/profile/1";

export type ContactActionData =
  | { intent: typeof INTENTS.contact | typeof INTENTS.emailChange; result: SubmissionResult<string[]> }
  | { intent: typeof INTENTS.verify; banner: { kind: "success" | "error"; key: string } };

const emptyToNull = (value: string | undefined) => (value ? value : null);

export async function contactLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  const [open, referral, language] = await Promise.all([
    getOpenEmailChangeRequest(args),
    getReferralLink(args),
    pageLanguage(request),
  ]);
  return {
    // the date as shown, made here: the page's script then carries no date formatter
    openRequest: open.request ? { ...open.request, createdAtText: formatDate(open.request.createdAt, language) } : null,
    referralUrl: referral.url,
    rules: { emailChange: formRules(EmailChangeForm), contact: formRules(ContactForm) },
  };
}

export async function contactAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === INTENTS.verify) {
    const banner = await sendVerification(args);
    // With JavaScript the page shows a timed banner; without it the result is a flash after a redirect.
    if (formData.get("mode") === BANNER_MODE) {
      return data<ContactActionData>(
        { intent: INTENTS.verify, banner },
        { status: banner.kind === "error" ? 400 : 200 },
      );
    }
    throw await redirectWithFlash(request, context, HERE, banner);
  }

  if (intent === INTENTS.emailChange) {
    const submission = parseWithZod(formData, { schema: EmailChangeForm });
    if (submission.status !== "success") {
      return data<ContactActionData>({ intent, result: submission.reply() }, { status: 400 });
    }
    const refused = await replyIfRefused(submission, requestEmailChange(args, submission.value), {
      message: (error) => (error.code === ErrorCode.conflict ? "profile:emailChange.alreadyOpen" : undefined),
    });
    if (refused) return data<ContactActionData>({ intent, result: refused }, { status: 400 });
    throw await redirectWithFlash(request, context, HERE, { kind: "success", key: "profile:emailChange.requested" });
  }

  const submission = parseWithZod(formData, { schema: ContactForm });
  if (submission.status !== "success") {
    return data<ContactActionData>({ intent: INTENTS.contact, result: submission.reply() }, { status: 400 });
  }
  const v = submission.value;
  const refused = await replyIfRefused(
    submission,
    patchAccount(args, {
      phone: emptyToNull(v.phone),
      shippingStreet: emptyToNull(v.shippingStreet),
      shippingPostalCode: emptyToNull(v.shippingPostalCode),
      shippingCity: emptyToNull(v.shippingCity),
      shippingCountry: emptyToNull(v.shippingCountry),
    }),
  );
  if (refused) return data<ContactActionData>({ intent: INTENTS.contact, result: refused }, { status: 400 });
  throw await redirectWithFlash(request, context, HERE, { kind: "success", key: "profile:saved" });
}

async function sendVerification(args: Pick<ActionFunctionArgs, "request" | "context">) {
  return whenRefused(
    sendEmailVerification(args).then(() => ({ kind: "success" as const, key: "profile:verification.sent" })),
    (error) => {
      const key =
        error.code === ErrorCode.tooManyRequests
          ? "profile:verification.tooSoon"
          : error.code === ErrorCode.conflict
            ? "profile:verification.alreadyVerified"
            : "profile:verification.failed";
      return { kind: "error" as const, key };
    },
  );
}
