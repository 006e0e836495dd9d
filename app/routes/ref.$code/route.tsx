import { redirect } from "@remix-run/node";

/**
 * A referral link (GET /v1/account/referral-link answers `/ref/{code}`): the friend is sent to the
 * applicant unit, whose login creates the account on first use. The code is not evaluated yet.
 */
export const loader = () => redirect("/ds/home");
