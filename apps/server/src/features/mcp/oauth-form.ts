import { readTextBody } from "../../platform/http/read-body.ts";
import { OAuthError } from "./oauth-errors.ts";

const FORM_MAX_BYTES = 16 * 1024;

/** A registration's JSON body (RFC 7591), bounded like the forms; not JSON is invalid_client_metadata. */
export async function readRegistrationBody(request: Request): Promise<unknown> {
  const text = await readTextBody(request, FORM_MAX_BYTES);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new OAuthError("invalid_client_metadata", "The registration must be a JSON object.");
  }
}

/** An OAuth endpoint's form body (application/x-www-form-urlencoded; JSON accepted too), bounded, one value per name. */
export async function readOAuthForm(request: Request): Promise<Record<string, string>> {
  const text = await readTextBody(request, FORM_MAX_BYTES);
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new OAuthError("invalid_request", "The body is not valid JSON.");
    }
    if (typeof parsed !== "object" || parsed === null) throw new OAuthError("invalid_request", "The body must be an object.");
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"));
  }
  const form: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (name in form) throw new OAuthError("invalid_request", `${name} is given more than once.`);
    form[name] = value;
  }
  return form;
}
