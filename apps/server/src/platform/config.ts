import path from "node:path";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const url = (what: string) => z.url({ message: `must be a URL (${what})` });

/** Every environment variable Folio reads, parsed once at start. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number({ message: "must be a number" }).int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  PUBLIC_URL: url("the address users reach Folio at").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SESSION_DAYS: z.coerce.number({ message: "must be a number" }).int().min(1).max(365).default(30),
  COOKIE_SECURE: bool.optional(),
  WORKERS: bool.default(true),
  MAX_JSON_BYTES: z.coerce.number({ message: "must be a number" }).int().min(1024).default(1_000_000),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional(),
  MAIL_FROM: z.string().default("Folio <no-reply@folio.local>"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: url("the OpenID Connect issuer").default("https://accounts.google.com"),
  /** host:port pairs URL import may reach even though they are not public (tests' local servers). */
  URL_IMPORT_ALLOW_HOSTS: z
    .string()
    .transform((v) => v.split(",").map((h) => h.trim()).filter(Boolean))
    .default([]),
  /** Stripe: without a secret key, payments run in the built-in test mode. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: url("the Stripe API, changed only for tests").default("https://api.stripe.com"),
  LOGIN_RATE_LIMIT: z.coerce.number({ message: "must be a number" }).int().min(1).default(10),
  /** New accounts per address per hour: stops scripted sign-ups; raised for the end-to-end suite, which registers many. */
  REGISTER_RATE_LIMIT: z.coerce.number({ message: "must be a number" }).int().min(1).default(20),
});

export type Config = Omit<z.infer<typeof EnvSchema>, "DATA_DIR"> & {
  DATA_DIR: string;
  /** True when Google sign-in is configured (both id and secret). */
  googleEnabled: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Folio cannot start, the configuration is not valid:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parse the environment, listing every bad value at once (not only the first). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}=${JSON.stringify(raw[String(i.path[0])] ?? "")}: ${i.message}`);
    throw new ConfigError(problems);
  }
  const c = parsed.data;
  if (Boolean(c.GOOGLE_CLIENT_ID) !== Boolean(c.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(["GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together"]);
  }
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(["STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (webhooks are verified by signature)"]);
  }
  return { ...c, DATA_DIR: path.resolve(c.DATA_DIR), googleEnabled: Boolean(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET) };
}

/** For entry points: the configuration, or every problem printed and the process ended (no stack trace for a typo). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
