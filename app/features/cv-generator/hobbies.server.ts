import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { fieldErrors, loadCv, readCvForm, saveCvAndGo } from "./draft.server";
import { CvData } from "./schemas.server";

export async function hobbiesLoader({ request, context }: LoaderFunctionArgs) {
  return { hobbies: (await loadCv({ request, context })).hobbies };
}

export async function hobbiesAction({ request, context }: ActionFunctionArgs) {
  const hobbies = String((await readCvForm({ request, context })).get("hobbies") ?? "");
  const parsed = CvData.shape.hobbies.safeParse(hobbies);
  if (!parsed.success)
    return data({ errors: { hobbies: fieldErrors(parsed.error.issues).form }, hobbies }, { status: 400 });
  const cv = await loadCv({ request, context });
  return saveCvAndGo({ request, context }, { ...cv, hobbies: parsed.data }, "send");
}
