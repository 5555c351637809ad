import { z } from "zod";

/** Environment variables as the loader receives them: process.env at start, a plain record in tests. */
export type Env = Readonly<Record<string, string | undefined>>;

/** Every bad setting found, each naming its variable and what is wrong. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Folio cannot start, the configuration is not valid:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** The variables that are set; an empty value counts as unset (compose files write `X=` for "not set"). */
export function setVariables(env: Env): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ""));
}

/** `NAME="value": what is wrong`, the form every problem takes. */
export function problem(name: string, value: string | undefined, message: string): string {
  return `${name}=${JSON.stringify(value ?? "")}: ${message}`;
}

/** One section's variables through its schema, or a ConfigError listing every bad one. */
export function parseSection<S extends z.ZodType>(schema: S, env: Env): z.output<S> {
  const raw = setVariables(env);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((i) => {
      const name = String(i.path[0]);
      return problem(name, raw[name], i.message);
    }),
  );
}

export const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

export const url = (what: string) => z.url({ message: `must be a URL (${what})` });

export const integer = () => z.coerce.number({ message: "must be a number" }).int();

export const secret = () => z.string().min(1);
