import { EntriesStep } from "~/components/cv-generator/EntriesStep";
import { entriesAction, entriesLoader } from "~/features/cv-generator/entries.server";
import type { RouteHandle } from "~/route-handle";

export const handle: RouteHandle = {
  allowUnauthorized: true,
  i18n: "cvgenerator",
  title: "cvgenerator:education.title",
};

export const loader = entriesLoader("education");
export const action = entriesAction("education", "/lebenslauf-generator/input/experience");

export default function CvEntries() {
  return <EntriesStep list="education" />;
}
