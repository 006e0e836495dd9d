import { redirect } from "@remix-run/node";

/** Old route name of spec §2.2: application/selfmatching/1 (and anything below it) → the application overview. */
export function loader() {
  return redirect("/ds/application", 301);
}
