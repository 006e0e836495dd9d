import { EntriesStep } from "~/components/cv-generator/EntriesStep";
import { entriesAction, entriesLoader } from "~/features/cv-generator/entries.server";
import type { RouteHandle } from "~/route-handle";

export const handle: RouteHandle = {
  allowUnauthorized: true,
  i18n: "cvgenerator",
  title: "cvgenerator:experience.title",
};

export const loader = entriesLoader("experience");
export const action = entriesAction("experience", "/lebenslauf-generator/input/knowledge");

export default function CvEntries() {
  return <EntriesStep list="experience" />;
}
