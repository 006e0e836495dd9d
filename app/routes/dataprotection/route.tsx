export { default, handle, meta } from "../datenschutz/route";
