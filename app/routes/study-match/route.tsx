import { redirect } from "@remix-run/node";

/** Spec §2.2: study-match redirects to the tips (an old address). */
export const loader = () => redirect("/ds/tips", 301);
