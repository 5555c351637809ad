import type { Selectable } from "kysely";
import type { AppDeps } from "../../deps.ts";
import type { KnowledgeBasesTable } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";

export type FolderRow = Selectable<KnowledgeBasesTable>;

/** The user's folder, or 404: another user's folder is indistinguishable from none. */
export async function ownedFolder(deps: AppDeps, userId: string, id: string): Promise<FolderRow> {
  const row = await deps.db.selectFrom("knowledge_bases").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new AppError("knowledge_base_not_found");
  return row;
}
