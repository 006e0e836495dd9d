import { redirect } from "@remix-run/node";

/** `input` has no page of its own: it opens the first input step (spec §2.4). */
export const loader = () => redirect("/lebenslauf-generator/input/profil");
