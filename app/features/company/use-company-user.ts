import { useRouteLoaderData } from "@remix-run/react";
import type { B2bUser } from "#contracts";

interface CompanyLayoutData {
  me: B2bUser;
  companyId: string | null;
  companyName: string | null;
}

/** The company user loaded by the /b2b layout (permissions of the current company). */
export function useCompanyUser(): B2bUser {
  return useCompanyLayout().me;
}

/** The /b2b layout's data: the user and the current company (null while the selection is open). */
export function useCompanyLayout(): CompanyLayoutData {
  const data = useRouteLoaderData<CompanyLayoutData>("routes/b2b");
  if (!data) throw new Error("useCompanyUser used outside /b2b");
  return data;
}
