import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { VideoPlayer } from "~/components/ui/VideoPlayer";
import { TRAINING_VIDEO } from "~/features/video/videos";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";

export const handle: RouteHandle = { title: "iutraining.videoTitle", i18n: "content" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return { src: TRAINING_VIDEO.src };
}

/** The training video on its own page: what the modal shows, for a browser without JavaScript. */
export default function TrainingVideo() {
  const { t } = useTranslation("content");
  const { src } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("iutraining.videoTitle")}</h1>
      <VideoPlayer src={src} title={t("iutraining.videoTitle")} />
      <p>
        <Link to="/ds/iutraining">{t("iutraining.back")}</Link>
      </p>
    </div>
  );
}
