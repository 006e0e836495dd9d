import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { isUuid } from "#contracts/uuid";
import { getUnsubscription, unsubscribe } from "~/api/newsletter.server";
import { Form } from "~/components/ui/Form";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { orElse } from "~/utils/api-refusal.server";
import { readFormData } from "~/utils/form-data.server";

export const handle: RouteHandle = {
  allowUnauthorized: true,
  noNav: true,
  suppressCmp: true,
  i18n: "support",
  title: "support:newsletter.title",
};
const PATH = "/newsletter-unsubscription";

/** What the link would unsubscribe, or null for an unknown link (a result page, not an error). */
async function lookUp(args: Pick<LoaderFunctionArgs, "request" | "context">, id: string) {
  if (!isUuid(id)) return null;
  return orElse(getUnsubscription(args, id), null, [404]);
}

/**
 * Newsletter unsubscription (docs/product.md#shared-pages): public, no navigation. Shows what will happen and a button; the
 * result page after the POST (`done=1`). Opening the link again after unsubscribing says it is already
 * done; an unknown link gets its own explanation.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const id = url.searchParams.get("id") ?? "";
  const subscription = await lookUp({ request, context }, id);
  return {
    id,
    subscription,
    done: url.searchParams.get("done") === "1",
    supportEmail: context.portal.supportEmail,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const id = String((await readFormData(request)).get("id") ?? "");
  if (isUuid(id)) {
    // an unknown link: the page explains it
    await orElse(unsubscribe({ request, context }, id), undefined, [404]);
  }
  return redirect(`${PATH}?${new URLSearchParams({ id, done: "1" })}`);
}

export default function NewsletterUnsubscription() {
  const { t } = useTranslation("support");
  const { id, subscription, done, supportEmail } = useLoaderData<typeof loader>();
  let heading: string;
  let body: ReactNode;
  if (!subscription) {
    heading = t("newsletter.unknownTitle");
    body = <p>{t("newsletter.unknown", { email: supportEmail })}</p>;
  } else if (subscription.unsubscribed) {
    heading = t(done ? "newsletter.doneTitle" : "newsletter.alreadyTitle");
    body = <p role="status">{t(done ? "newsletter.done" : "newsletter.already")}</p>;
  } else {
    heading = t("newsletter.title");
    body = (
      <>
        <p>{t("newsletter.intro")}</p>
        <dl className="card grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-bold">{t("newsletter.list")}</dt>
          <dd>{t(`newsletter.lists.${subscription.list}`, { defaultValue: subscription.list })}</dd>
          <dt className="font-bold">{t("newsletter.email")}</dt>
          <dd>{subscription.email}</dd>
        </dl>
        <Form method="post" action={PATH}>
          <input type="hidden" name="id" value={id} />
          <button type="submit" className="btn-primary">
            {t("newsletter.submit")}
          </button>
        </Form>
      </>
    );
  }
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-bold">{heading}</h1>
      {body}
      <p>
        <Link to="/">{t("newsletter.home")}</Link>
      </p>
    </div>
  );
}
