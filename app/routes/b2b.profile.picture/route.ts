import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ownPicture } from "~/api/companies.server";
import { changePicture } from "~/features/company/picture.server";
import { requireUser } from "~/session/auth.server";

/** Resource route: the company user's own picture (GET) and its upload/removal (POST, from the settings). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  return ownPicture.stream({ request, context });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  return changePicture({ request, context }, ownPicture, "/b2b/profile/settings");
}
