import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: path.resolve("./data"), WORKERS: true, googleEnabled: false });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it("lists every bad value at once, naming the variable and the value", () => {
    let err: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud", WORKERS: "maybe", SESSION_SECRET: "short" });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems.join("\n");
    for (const name of ["PORT=\"eighty\"", "DATABASE_URL=\"mysql://x\"", "LOG_LEVEL=\"loud\"", "WORKERS=\"maybe\"", "SESSION_SECRET"]) expect(problems).toContain(name);
    expect((err as ConfigError).message).toMatch(/^Folio cannot start/);
  });

  it("needs both Google settings or neither", () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(/must be set together/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }).googleEnabled).toBe(true);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });
});
