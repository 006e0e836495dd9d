export { default, handle, meta } from "../impressum/route";
