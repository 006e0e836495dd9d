/**
 * The CV's schemas for loaders and actions. Routes take them from here, a `.server` module, because an
 * import of the schemas in a route module stays in its browser build (zod's calls count as side effects)
 * and would bring all of zod to the page.
 */
export { CvData, CvProfile, CvProfileComplete, CvSendBody, emptyCv } from "#contracts/cv-generator";
