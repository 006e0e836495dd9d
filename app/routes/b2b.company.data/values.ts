/** The company-data form's values, shared by the page and its action (the conflict page). */
import type { Company } from "#contracts/companies";
import { SOCIAL_MEDIA_NETWORKS } from "#contracts/company-fields";

/** The stored company as the form's text values. */
export function formValues(c: Company): Record<string, string> {
  return {
    name: c.name,
    companyName: c.companyName ?? "",
    commercialRegister: c.commercialRegister ?? "",
    districtCourt: c.districtCourt ?? "",
    managingDirectors: c.managingDirectors ?? "",
    employees: c.employees === null ? "" : String(c.employees),
    foundedDate: c.foundedDate ?? "",
    locations: c.locations.join("\n"),
    website: c.website ?? "",
    ...Object.fromEntries(SOCIAL_MEDIA_NETWORKS.map((n) => [`socialMedia.${n}`, c.socialMedia[n] ?? ""])),
  };
}
