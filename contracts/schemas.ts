/**
 * The request and response schemas of the early features, by their old common path
 * (`#contracts/schemas`); each lives in its domain's module, this only re-exports them.
 */
export * from "./account";
export * from "./advisor";
export * from "./application-steps";
export * from "./auth";
export { NotificationItem, NotificationList } from "./communication";
export * from "./company-user";
export * from "./documents";
export * from "./journey";
export * from "./partner-contract";
export * from "./profile";
