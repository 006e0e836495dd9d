export * from "./application";
export * from "./demo-accounts";
export * from "./enums";
export * from "./errors";
export * from "./job-openings";
export * from "./matching";
export * from "./schemas";
export * from "./validation";
