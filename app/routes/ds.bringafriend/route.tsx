import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getReferralLink } from "~/api/account.server";
import { PageHeader } from "~/components/ui/PageHeader";
import { Section } from "~/components/ui/Section";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { CopyButton } from "./CopyButton";

export const handle: RouteHandle = { title: "bringafriend.title", i18n: "content" };
/** The applicant's referral link (GET /v1/account/referral-link creates it on the first visit). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const link = await getReferralLink({ request, context });
  return { url: link.url };
}

/**
 * Refer a friend (docs/product.md#applicant-unit bringafriend). Without JavaScript the link is a read-only field whose text
 * can be selected and copied; with JavaScript a button copies it and announces that it did.
 */
export default function BringAFriend() {
  const { t } = useTranslation("content");
  const { url } = useLoaderData<typeof loader>();
  const mailto = `mailto:?subject=${encodeURIComponent(t("bringafriend.mailSubject"))}&body=${encodeURIComponent(
    t("bringafriend.mailBody", { url }),
  )}`;
  return (
    <div className="mx-auto max-w-2xl space-y-8">
      <PageHeader title={t("bringafriend.title")} intro={t("bringafriend.intro")} />
      <section className="card space-y-3">
        <label htmlFor="referral-link" className="block font-bold">
          {t("bringafriend.linkLabel")}
        </label>
        <p id="referral-link-hint" className="text-sm text-gray-700">
          {t("bringafriend.linkHint")}
        </p>
        <input
          id="referral-link"
          type="text"
          readOnly
          value={url}
          aria-describedby="referral-link-hint"
          className="w-full rounded border border-gray-500 px-3 py-2 font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="flex flex-wrap items-center gap-4">
          <CopyButton text={url} />
          <a href={mailto}>{t("bringafriend.mail")}</a>
        </div>
      </section>
      <Section titleId="referral-how" title={t("bringafriend.howTitle")} className="space-y-2">
        <ol className="list-decimal space-y-1 ps-6">
          {(["1", "2", "3"] as const).map((i) => (
            <li key={i}>{t(`bringafriend.how.${i}`)}</li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
