import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntriesStep } from "~/features/cv-generator/EntriesStep";
import { entriesAction, entriesLoader } from "~/features/cv-generator/entries.server";
import type { RouteHandle } from "~/routing/route-handle";

// The generator's step on the applicant's own CV: the feature finds the store by the address.
export const handle: RouteHandle = { i18n: ["cvgenerator", "documents"], title: "cvgenerator:education.title" };

// called inside the exports: the browser bundle drops server modules, a top-level call would run there
export const loader = (args: LoaderFunctionArgs) => entriesLoader("education")(args);
export const action = (args: ActionFunctionArgs) => entriesAction("education", "input/experience")(args);

export default function CvEntries() {
  return <EntriesStep list="education" />;
}
