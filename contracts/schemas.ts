export * from "./advisor";
