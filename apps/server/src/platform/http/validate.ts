import type { z } from "zod";
import { AppError } from "../errors.ts";

/** Parse with a contract schema; a failure is a 422 whose detail names each bad field in words. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const detail = result.error.issues
    .slice(0, 5)
    .map((i) => {
      const field = i.path.join(".");
      const missing = i.code === "invalid_type" && valueAt(value, i.path) === undefined;
      const msg = missing ? "is required" : i.message;
      return field ? `${field}: ${msg}` : msg;
    })
    .join("; ");
  throw new AppError("validation", { detail });
}

function valueAt(value: unknown, path: PropertyKey[]): unknown {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}
