import type { RouteHandle } from "~/routing/route-handle";

// The public generator's step, on the applicant's own CV: its server code finds the store by the address.
export { action, default, loader } from "../lebenslauf-generator.input.hobbies/route";

export const handle: RouteHandle = { i18n: ["cvgenerator", "documents"], title: "cvgenerator:hobbies.title" };
