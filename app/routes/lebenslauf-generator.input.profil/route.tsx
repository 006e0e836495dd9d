import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ProfileStep } from "~/features/cv-generator/ProfileStep";
import { profileAction, profileLoader } from "~/features/cv-generator/profile.server";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { allowUnauthorized: true, i18n: "cvgenerator", title: "cvgenerator:profil.title" };

export const loader = (args: LoaderFunctionArgs) => profileLoader(args);
export const action = (args: ActionFunctionArgs) => profileAction(args);

export default function CvStep() {
  return <ProfileStep />;
}
