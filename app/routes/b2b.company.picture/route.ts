import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { companyPicture } from "~/api/companies.server";
import { requireCompany } from "~/features/company/company.server";
import { changePicture } from "~/features/company/picture.server";
import { requireUser } from "~/session/auth.server";

/** Resource route: the current company's picture (GET) and its upload/removal (POST, from the data page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const { companyId } = await requireCompany({ request, context });
  return companyPicture(companyId).stream({ request, context });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  const { companyId } = await requireCompany({ request, context });
  return changePicture({ request, context }, companyPicture(companyId), "/b2b/company/data");
}
