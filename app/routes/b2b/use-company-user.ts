import { useRouteLoaderData } from "@remix-run/react";
import type { B2bUser } from "#contracts";

/** The company user loaded by the /b2b layout. */
export function useCompanyUser(): B2bUser {
  const data = useRouteLoaderData<{ me: B2bUser }>("routes/b2b");
  if (!data) throw new Error("useCompanyUser used outside /b2b");
  return data.me;
}
