import crypto from "node:crypto";
import os from "node:os";
import { sql, type Transaction } from "kysely";
import type { UIMessageChunk } from "ai";
import type { AppDeps } from "../../deps.ts";
import type { Database } from "../../platform/db/schema.ts";
import type { Logger } from "../../platform/logger.ts";
import { citedNumbers, type AnswerResult, type AnswerStream } from "../../answering/index.ts";
import { grantCredits } from "../billing/index.ts";

/**
 * How long a process holds an answer it streams without renewing its lease. Renewed with every
 * progress write (PROGRESS_MS), so only a process that died (or hung this long) loses it.
 */
export const LEASE_SECONDS = 10;
/** How often the text so far is written and the lease renewed: throttled, never per token. */
const PROGRESS_MS = 500;

/** This process as the holder of the answers it streams: host, pid and a random part (a pid is reused after a restart). */
export const LEASE_OWNER = `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;

const leaseExpiry = () => sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})`;

/**
 * A Stop asked of any process (POST /api/conversations/{id}/stop) marks the pending row's lease
 * owner with this prefix: the process writing the answer sees it at its next progress write and
 * stops, and a process taking the answer over stores it as stopped instead of answering again.
 * The lease itself is kept, so no one takes a stopped answer over while its writer finishes it.
 */
const STOP_MARK = "stop:";
/** This process's lease once a Stop was asked of an answer it writes. */
const STOPPED_OWNER = `${STOP_MARK}${LEASE_OWNER}`;

/** What is needed to answer the question again: the pending row's settings. */
export interface PendingAnswer {
  id: string;
  conversationId: string;
  questionId: string;
  modelName: string;
  language: string;
  length: string | undefined;
  sniper: boolean;
  atDocuments: string[];
}

/**
 * Records an answer about to stream, held by this process (in the transaction that stores its
 * question), with the credits its question was charged: given back if the answer fails (dropFailedAnswer).
 */
export async function insertPendingAnswer(trx: Transaction<Database>, p: PendingAnswer, credits: number): Promise<void> {
  await trx
    .insertInto("pending_answers")
    .values({
      id: p.id,
      conversation_id: p.conversationId,
      question_id: p.questionId,
      model_name: p.modelName,
      language: p.language,
      length: p.length ?? null,
      sniper: p.sniper,
      at_documents: JSON.stringify(p.atDocuments),
      lease_owner: LEASE_OWNER,
      lease_expires_at: leaseExpiry(),
      credits,
    })
    .execute();
}

/** An answer taken over: its settings, and when a Stop was asked of it, the text written before. */
export type TakenOverAnswer = PendingAnswer & { stoppedWith: string | null };

/**
 * Takes over an answer whose lease expired (its process died): one process wins, atomically. A
 * provider's answer is generated again and replaces what was written, so its text starts empty;
 * LOCAL is deterministic and keeps it. An answer stopped before its process died keeps its text
 * (and its stop mark): it is stored as it was, not answered again.
 */
export async function takeOverPendingAnswer(deps: AppDeps, id: string): Promise<TakenOverAnswer | null> {
  const stopAsked = sql<boolean>`lease_owner like ${`${STOP_MARK}%`}`;
  const row = await deps.db
    .updateTable("pending_answers")
    .set({
      lease_owner: sql<string>`case when ${stopAsked} then ${STOPPED_OWNER} else ${LEASE_OWNER} end`,
      lease_expires_at: leaseExpiry(),
      text: sql<string>`case when model_name = 'LOCAL' or ${stopAsked} then text else '' end`,
    })
    .where("id", "=", id)
    .where("lease_expires_at", "<", sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    conversationId: row.conversation_id,
    questionId: row.question_id,
    modelName: row.model_name,
    language: row.language,
    length: row.length ?? undefined,
    sniper: row.sniper,
    atDocuments: row.at_documents as string[],
    stoppedWith: row.lease_owner === STOPPED_OWNER ? row.text : null,
  };
}

/**
 * Asks the process writing one of the conversation's answers, whichever it is, to stop it: the
 * answer `answerId` names (the one the client follows), else the latest, which the resume route
 * follows. Only that one: a conversation has several answers pending when questions were asked in
 * it at once (two tabs, an API client). Nothing to stop is not an error.
 */
export async function askToStop(deps: AppDeps, conversationId: string, answerId: string | undefined): Promise<void> {
  const latest = deps.db.selectFrom("pending_answers").select("id").where("conversation_id", "=", conversationId).orderBy("created_at", "desc").limit(1);
  await deps.db
    .updateTable("pending_answers")
    .set({ lease_owner: sql<string>`${STOP_MARK}::text || lease_owner` })
    .where("conversation_id", "=", conversationId)
    .where("id", "=", answerId ?? latest)
    .where("lease_owner", "not like", `${STOP_MARK}%`)
    .execute();
}

/**
 * A pending answer that failed (the provider erred or timed out, or it could not be answered again
 * after a take-over) goes, and the credits its question was charged are given back to the
 * conversation's owner in the same transaction. Only while this process holds it: a redelivered
 * failure, or one of a process that lost the answer to another, removes and refunds nothing.
 */
export async function dropFailedAnswer(deps: AppDeps, answerId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const dropped = await trx
      .deleteFrom("pending_answers")
      .where("id", "=", answerId)
      .where("lease_owner", "in", [LEASE_OWNER, STOPPED_OWNER])
      .returning(["conversation_id", "credits"])
      .executeTakeFirst();
    if (!dropped || dropped.credits === 0) return;
    const { user_id } = await trx.selectFrom("conversations").select("user_id").where("id", "=", dropped.conversation_id).executeTakeFirstOrThrow();
    await grantCredits(trx, user_id, dropped.credits);
  });
}

/**
 * Produces an answer independently of any one client: reads every chunk of the answer (waiting
 * FOLIO_TEST_ANSWER_DELAY_MS before each text delta in tests), hands it to `emit` (the HTTP response
 * of whoever asked), writes the text so far and renews the lease every PROGRESS_MS, and when the
 * answer ends stores it once, only while this process still holds the lease, removing the pending
 * row in the same transaction. A failed answer removes the row (there is nothing to resume) and
 * gives its credits back.
 *
 * `stop` is the controller whose signal the answer was given: aborted here when a progress write
 * finds that a Stop was asked through any process (askToStop). From then nothing more is sent, and
 * what was sent is stored as stopped. A client going away stops nothing: the answer is written to
 * its end, for the client that resumes it (decision 41).
 */
export async function produceAnswer(deps: AppDeps, pending: PendingAnswer, answer: AnswerStream, stop: AbortController, emit: (chunk: UIMessageChunk) => void, log: Logger): Promise<void> {
  let text = "";
  let written = "";
  let writing: Promise<void> = Promise.resolve();
  const saveProgress = () => {
    const snapshot = text;
    writing = writing
      .then(async () => {
        const held = await deps.db
          .updateTable("pending_answers")
          .set({ lease_expires_at: leaseExpiry(), ...(snapshot !== written ? { text: snapshot } : {}) })
          .where("id", "=", pending.id)
          .where("lease_owner", "in", [LEASE_OWNER, STOPPED_OWNER])
          .returning("lease_owner")
          .executeTakeFirst();
        written = snapshot;
        if (held?.lease_owner === STOPPED_OWNER) stop.abort();
      })
      .catch((err: unknown) => log.warn({ err, answerId: pending.id }, "answer progress not saved"));
  };
  const timer = setInterval(saveProgress, PROGRESS_MS);
  const delayMs = deps.config.llm.answerDelayMs;
  let openText: string | null = null;
  let cut = false;
  try {
    const reader = answer.stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (value.type === "text-delta") {
        if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
        if (stop.signal.aborted) {
          cut = true;
          break;
        }
        text += value.delta;
      }
      if (value.type === "text-start") openText = value.id;
      if (value.type === "text-end") openText = null;
      emit(value);
    }
    if (cut) {
      await reader.cancel();
      if (openText !== null) emit({ type: "text-end", id: openText });
      emit({ type: "abort", reason: "stopped" });
    }
    const result = await answer.result.catch((err: unknown) => {
      log.warn({ err, chatId: pending.conversationId }, "answer failed");
      return null;
    });
    clearInterval(timer);
    await writing;
    if (result) await storeAnswer(deps, pending, cut ? stoppedAt(text, result) : result, log);
    else await dropFailedAnswer(deps, pending.id);
  } finally {
    clearInterval(timer);
  }
}

/**
 * What is stored of an answer cut after `sent`: a provider's own stopped answer (it stops at the
 * signal too, and knows the sources of its text so far); otherwise (LOCAL wrote its whole answer at
 * once) the text sent with the sources it cites.
 */
function stoppedAt(sent: string, result: AnswerResult): AnswerResult {
  if (result.status === "stopped") return result;
  const cited = new Set(citedNumbers(sent));
  return { text: sent, citations: result.citations.filter((c) => cited.has(c.n)), status: "stopped" };
}

/** An answer stopped before its writer died, stored as it was left (its sources were never written). */
export async function storeStoppedAnswer(deps: AppDeps, pending: PendingAnswer, text: string, log: Logger): Promise<void> {
  await storeAnswer(deps, pending, { text, citations: [], status: "stopped" }, log);
}

/** The answer as a message with the pending row's id, once: only the lease holder stores it. */
async function storeAnswer(deps: AppDeps, pending: PendingAnswer, answer: AnswerResult, log: Logger): Promise<void> {
  const held = await deps.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("pending_answers")
      .where("id", "=", pending.id)
      .where("lease_owner", "in", [LEASE_OWNER, STOPPED_OWNER])
      .returning("id")
      .executeTakeFirst();
    if (!removed) return false;
    await trx
      .insertInto("messages")
      .values({
        id: pending.id,
        conversation_id: pending.conversationId,
        role: "assistant",
        content: answer.text,
        citations: JSON.stringify(answer.citations),
        status: answer.status,
        model_name: pending.modelName,
        language: pending.language,
      })
      .execute();
    await trx.updateTable("conversations").set({ updated_at: sql<Date>`now()` }).where("id", "=", pending.conversationId).execute();
    return true;
  });
  // Another process took the answer over (this one stalled past its lease): that one stores it.
  if (!held) log.warn({ answerId: pending.id }, "answer taken over by another process; not stored here");
}
