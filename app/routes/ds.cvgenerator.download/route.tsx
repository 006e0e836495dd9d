import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { downloadAction, downloadLoader } from "~/features/cv-generator/download.server";

/** Resource route: the applicant's own CV as a PDF download (the form of the send step posts here). */
export const action = (args: ActionFunctionArgs) => downloadAction(args);
export const loader = (args: LoaderFunctionArgs) => downloadLoader(args);
