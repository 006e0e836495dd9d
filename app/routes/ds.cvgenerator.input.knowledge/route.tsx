import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { KnowledgeStep } from "~/features/cv-generator/KnowledgeStep";
import { knowledgeAction, knowledgeLoader } from "~/features/cv-generator/knowledge.server";
import type { RouteHandle } from "~/routing/route-handle";

// The generator's step on the applicant's own CV: the feature finds the store by the address.
export const handle: RouteHandle = { i18n: ["cvgenerator", "documents"], title: "cvgenerator:knowledge.title" };

export const loader = (args: LoaderFunctionArgs) => knowledgeLoader(args);
export const action = (args: ActionFunctionArgs) => knowledgeAction(args);

export default function CvStep() {
  return <KnowledgeStep />;
}
