/** The applicant's choice of active unit and application, remembered in the browser for a year. */
import { createCookie } from "@remix-run/node";
import { type ActiveChoice, readChoice } from "./active";

export const activeCookie = createCookie("ds_active", {
  path: "/ds",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export async function readActiveChoice(request: Request): Promise<ActiveChoice> {
  try {
    return readChoice(await activeCookie.parse(request.headers.get("Cookie")));
  } catch {
    return {};
  }
}

export const storeActiveChoice = (choice: ActiveChoice) => activeCookie.serialize(choice);
