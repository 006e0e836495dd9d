import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { fieldErrors, fields, loadCv, readCvForm, saveCv, saveCvAndGo } from "./draft.server";
import { PROFILE_FIELDS } from "./profile-fields";
import { CvProfile, CvProfileComplete } from "./schemas.server";

export async function profileLoader({ request, context }: LoaderFunctionArgs) {
  return { profile: (await loadCv({ request, context })).profile };
}

/**
 * Saves what was typed even when it is incomplete (nothing is lost), then checks the required fields:
 * with errors the page shows them beside the kept values, otherwise the next step opens.
 */
export async function profileAction({ request, context }: ActionFunctionArgs) {
  const typed = fields(await readCvForm({ request, context }), PROFILE_FIELDS);
  const lenient = CvProfile.safeParse(typed);
  const complete = CvProfileComplete.safeParse(typed);
  if (!lenient.success || !complete.success) {
    const errors = fieldErrors((complete.success ? lenient.error?.issues : complete.error.issues) ?? []);
    const cv = await loadCv({ request, context });
    const headers = lenient.success ? await saveCv({ request, context }, { ...cv, profile: lenient.data }) : undefined;
    return data({ errors, values: typed }, { status: 400, headers });
  }
  const cv = await loadCv({ request, context });
  return saveCvAndGo({ request, context }, { ...cv, profile: complete.data }, "input/education");
}
