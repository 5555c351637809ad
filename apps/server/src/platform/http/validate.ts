import type { z } from "zod";
import { AppError } from "../errors.ts";

/**
 * C0 control characters other than the whitespace ones (tab, LF, vertical tab, form feed, CR), and
 * DEL. No field Folio takes means anything by them, and PostgreSQL refuses NUL in text outright
 * ("invalid byte sequence for encoding UTF8"). Form feeds stay allowed: text copied out of a PDF
 * carries its page breaks as form feeds, and pasting it to be summarised must work; names refuse
 * every line break themselves (the contract's displayName).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000E-\u001F\u007F]/;

/**
 * Parse input from outside (path, query, JSON body, form fields) with a contract schema. Any string
 * in it, keys included, holding a control character is refused first; a failure is a 422 whose
 * detail names each bad field in words.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const controlled = pathToControlCharacter(value);
  if (controlled) throw new AppError("validation", { detail: `${fieldName(controlled) || "The request"}: must not contain control characters` });
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const detail = result.error.issues
    .slice(0, 5)
    .map((i) => {
      const field = fieldName(i.path);
      const missing = i.code === "invalid_type" && valueAt(value, i.path) === undefined;
      const msg = missing ? "is required" : i.message;
      return field ? `${field}: ${msg}` : msg;
    })
    .join("; ");
  throw new AppError("validation", { detail });
}

/** A field's dotted path; one nested absurdly deep is shortened to its start. */
function fieldName(path: PropertyKey[]): string {
  const MAX_SEGMENTS = 10;
  return path.slice(0, MAX_SEGMENTS).map(String).join(".") + (path.length > MAX_SEGMENTS ? ".…" : "");
}

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

/**
 * Where the first string holding a control character is, or null. Walked with an explicit stack
 * and parent links: a body may be nested far deeper than the call stack allows.
 */
function pathToControlCharacter(value: unknown): PropertyKey[] | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === "string") {
      if (CONTROL_CHARACTER.test(visit.value)) return pathOf(visit);
    } else if (visit.value !== null && typeof visit.value === "object") {
      for (const [key, child] of Object.entries(visit.value)) {
        // A bad key is named by the path to its object: the key itself cannot be shown.
        if (CONTROL_CHARACTER.test(key)) return pathOf(visit);
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

function pathOf(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) path.push(v.key);
  return path.reverse();
}

function valueAt(value: unknown, path: PropertyKey[]): unknown {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}
