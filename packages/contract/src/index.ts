export * from "./route.ts";
export * from "./common.ts";
export * from "./errors.ts";
export * from "./accounts.ts";
export * from "./initials.ts";
export * from "./locator.ts";
export * from "./routes.ts";
