import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

/** job-openings/{id}/manage starts with the first step (spec §2.3). */
export const loader = ({ params }: LoaderFunctionArgs) =>
  redirect(`/b2b/job-openings/${encodeURIComponent(params.id ?? "")}/manage/study`);
