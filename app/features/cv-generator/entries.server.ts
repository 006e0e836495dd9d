/**
 * The education and experience steps: entries are list items added with a small form and removed with a
 * button each (no JavaScript). A refused entry comes back with its values and errors, nothing saved twice.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { CV_MAX_ENTRIES, CvEntry } from "#contracts";
import { fieldErrors, fields, loadCv, readCvForm, saveCvAndGo } from "./draft.server";

export type EntryList = "education" | "experience";
const NAMES = ["title", "place", "from", "to", "description"] as const;

export const entriesLoader =
  (list: EntryList) =>
  async ({ request, context }: LoaderFunctionArgs) => ({ entries: (await loadCv({ request, context }))[list] });

export const entriesAction =
  (list: EntryList, next: string) =>
  async ({ request, context }: ActionFunctionArgs) => {
    const form = await readCvForm({ request, context });
    const cv = await loadCv({ request, context });
    const here = `input/${list}`;
    const intent = String(form.get("intent") ?? "");
    if (intent.startsWith("remove-")) {
      const index = Number(intent.slice("remove-".length));
      const entries = cv[list].filter((_, i) => i !== index);
      return saveCvAndGo({ request, context }, { ...cv, [list]: entries }, here);
    }
    if (intent === "add") {
      const typed = fields(form, NAMES);
      if (cv[list].length >= CV_MAX_ENTRIES) {
        return data({ errors: { form: ["cvgenerator:errors.tooManyEntries"] }, values: typed }, { status: 400 });
      }
      const entry = CvEntry.safeParse(typed);
      if (!entry.success) return data({ errors: fieldErrors(entry.error.issues), values: typed }, { status: 400 });
      return saveCvAndGo({ request, context }, { ...cv, [list]: [...cv[list], entry.data] }, here);
    }
    return saveCvAndGo({ request, context }, cv, next);
  };
