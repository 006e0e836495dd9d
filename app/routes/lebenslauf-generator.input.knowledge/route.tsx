import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { KnowledgeStep } from "~/features/cv-generator/KnowledgeStep";
import { knowledgeAction, knowledgeLoader } from "~/features/cv-generator/knowledge.server";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = {
  allowUnauthorized: true,
  i18n: "cvgenerator",
  title: "cvgenerator:knowledge.title",
};

export const loader = (args: LoaderFunctionArgs) => knowledgeLoader(args);
export const action = (args: ActionFunctionArgs) => knowledgeAction(args);

export default function CvStep() {
  return <KnowledgeStep />;
}
