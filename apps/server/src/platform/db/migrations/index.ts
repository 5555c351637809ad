import type { Migration } from "kysely/migration";
import * as accounts from "./0001-accounts.ts";
import * as documents from "./0002-documents.ts";

/** Every migration in order. Names sort; a new one gets the next number. */
export const migrations: Record<string, Migration> = {
  "0001-accounts": accounts,
  "0002-documents": documents,
};
