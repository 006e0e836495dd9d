export { default, handle } from "../datenschutz/route";
