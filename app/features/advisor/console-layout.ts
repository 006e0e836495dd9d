import { useRouteLoaderData } from "@remix-run/react";
import type { StaffMe } from "#contracts";

/** The route id of the advisor console's layout (app/routes/advisor/). */
export const ADVISOR_LAYOUT_ID = "routes/advisor";

/** What the console's layout loads: the signed-in advisor, or null on its public pages. */
export type AdvisorLayoutData = { me: StaffMe } | null;

/** The signed-in advisor on an /advisor page; undefined anywhere else (the layout's data is absent there). */
export const useConsoleAdvisor = () => useRouteLoaderData<AdvisorLayoutData>(ADVISOR_LAYOUT_ID)?.me;
