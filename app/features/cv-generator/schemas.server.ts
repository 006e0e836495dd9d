/**
 * The CV schemas the generator's actions check input with. Imported from here (a server module) so the
 * step pages' browser code never pulls zod and the contracts in.
 */
export { CvData, CvProfile, CvProfileComplete, CvSendBody, emptyCv } from "#contracts/cv-generator";
