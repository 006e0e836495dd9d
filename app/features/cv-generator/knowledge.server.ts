import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { CV_MAX_ENTRIES, CvLanguage, CvSoftware } from "#contracts";
import { fieldErrors, fields, loadCv, readCvForm, saveCvAndGo } from "./draft.server";

const HERE = "input/knowledge";

export async function knowledgeLoader({ request, context }: LoaderFunctionArgs) {
  const cv = await loadCv({ request, context });
  return { languages: cv.languages, software: cv.software };
}

/** Languages and software skills: add one at a time, remove each with its button, then go on. */
export async function knowledgeAction({ request, context }: ActionFunctionArgs) {
  const form = await readCvForm({ request, context });
  const cv = await loadCv({ request, context });
  const intent = String(form.get("intent") ?? "");
  const removal = /^remove-(languages|software)-(\d+)$/.exec(intent);
  if (removal) {
    const list = removal[1] as "languages" | "software";
    const index = Number(removal[2]);
    return saveCvAndGo({ request, context }, { ...cv, [list]: cv[list].filter((_, i) => i !== index) }, HERE);
  }
  if (intent === "add-languages" || intent === "add-software") {
    const list = intent === "add-languages" ? "languages" : "software";
    const typed = fields(form, [`${list}-name`, `${list}-level`] as const);
    const parsed = (list === "languages" ? CvLanguage : CvSoftware).safeParse({
      name: typed[`${list}-name`],
      level: typed[`${list}-level`],
    });
    const prefix = (errors: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${list}-${k}`, v]));
    if (cv[list].length >= CV_MAX_ENTRIES) {
      return data(
        { errors: { [`${list}-name`]: ["cvgenerator:errors.tooManyEntries"] }, values: typed },
        { status: 400 },
      );
    }
    if (!parsed.success)
      return data({ errors: prefix(fieldErrors(parsed.error.issues)), values: typed }, { status: 400 });
    return saveCvAndGo({ request, context }, { ...cv, [list]: [...cv[list], parsed.data] }, HERE);
  }
  return saveCvAndGo({ request, context }, cv, "input/hobbies");
}
