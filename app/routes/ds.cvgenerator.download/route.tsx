// Resource route: the applicant's CV as a PDF download (the public generator's, on the applicant's own CV).
export { action, loader } from "../lebenslauf-generator.download/route";
