import { useRouteLoaderData } from "@remix-run/react";
import type { ApplicantData } from "./applicant.server";

/** The account and unit loaded by the /ds layout, for its child routes. */
export function useApplicant(): ApplicantData {
  const data = useRouteLoaderData<ApplicantData>("routes/ds");
  if (!data) throw new Error("useApplicant used outside /ds");
  return data as ApplicantData;
}
