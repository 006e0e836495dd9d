import { redirect } from "@remix-run/node";

/** Spec §2.2: contact redirects to its first sub-step, the advisor. */
export const loader = () => redirect("/ds/contact/1");
