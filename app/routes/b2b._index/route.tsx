import { redirect } from "@remix-run/node";

export async function loader() {
  throw redirect("/b2b/home");
}
