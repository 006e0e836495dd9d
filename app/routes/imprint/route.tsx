export { default, handle } from "../impressum/route";
