import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { deleteCvAndGo } from "~/features/cv-generator/draft.server";

/** Forgets the applicant's saved CV: the generator starts again from the account's data. */
export const action = ({ request, context }: ActionFunctionArgs) => deleteCvAndGo({ request, context }, "input/profil");

export const loader = () => redirect("/ds/cvgenerator/input/profil");
