import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { changePicture, proxyPicture } from "../b2b.company/picture.server";

/** Resource route: the company user's own picture (GET) and its upload/removal (POST, from the settings). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  return proxyPicture({ request, context }, "/b2b/v1/me/profile-picture");
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  return changePicture({ request, context }, "/b2b/v1/me/profile-picture", "/b2b/profile/settings");
}
