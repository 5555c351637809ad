import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECORDING_BATCH_MAX_BYTES, RECORDING_BATCH_MAX_EVENTS, RECORDING_BATCHES_PER_MINUTE, RECORDING_RETENTION_DAYS, RECORDING_SESSION_MAX_BYTES } from "@folio/contract";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { removeExpiredRecordings } from "./index.ts";

type Json = Record<string, unknown>;

describe.each(DATABASE_KINDS)("session recordings on %s", (kind) => {
  let t: TestApp;
  let user: string;
  let operator: string;

  const events = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ type: 3, timestamp: 1_700_000_000_000 + from + i, data: { source: 1, positions: [{ x: i, y: 0 }] } }));
  const send = (token: string | undefined, body: unknown) => t.call("POST", "/api/recordings/batches", { token, json: body });
  const batch = (recordingId: string, sequence: number, list = events(2, sequence * 10)) => ({ recording_id: recordingId, sequence, page: "/documents", events: list });

  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await registerWithPlan(t, "recorded@example.com", "FREE");
    operator = await registerWithPlan(t, "operator-rec@example.com", "FREE");
    await t.deps.db.updateTable("users").set({ is_admin: true }).where("email", "=", "operator-rec@example.com").execute();
  });
  afterAll(async () => t.close());

  it("refuses batches without a session", async () => {
    expect((await send(undefined, batch(randomUUID(), 0))).status).toBe(401);
    expect((await send("not-a-session", batch(randomUUID(), 0))).status).toBe(401);
  });

  it("stores batches once each, in order, and the operator lists and replays them", async () => {
    const id = randomUUID();
    expect((await send(user, batch(id, 1))).status).toBe(204);
    expect((await send(user, batch(id, 0))).status).toBe(204);
    // A retried batch is stored once.
    expect((await send(user, batch(id, 1))).status).toBe(204);

    const list = (await (await t.call("GET", "/api/admin/recordings", { token: operator })).json()) as { recordings: Json[]; retention_days: number };
    expect(list.retention_days).toBe(RECORDING_RETENTION_DAYS);
    const summary = list.recordings.find((r) => r.user_email === "recorded@example.com");
    expect(summary).toMatchObject({ page: "/documents", event_count: 4, is_anonymous: false });

    const replay = await t.call("GET", `/api/admin/recordings/${String(summary!.id)}`, { token: operator });
    expect(replay.status).toBe(200);
    const body = (await replay.json()) as { events: { timestamp: number }[] };
    expect(body.events.map((e) => e.timestamp)).toEqual([0, 1, 10, 11].map((n) => 1_700_000_000_000 + n));
    expect((await t.call("GET", "/api/admin/recordings/rec_missing", { token: operator })).status).toBe(404);
  });

  it("keeps users' recordings apart even with the same recording id", async () => {
    const other = await registerWithPlan(t, "recorded-two@example.com", "FREE");
    const id = randomUUID();
    expect((await send(user, batch(id, 0))).status).toBe(204);
    expect((await send(other, batch(id, 0))).status).toBe(204);
    const rows = await t.deps.db.selectFrom("recordings").select("user_id").where("client_id", "=", id).execute();
    expect(rows).toHaveLength(2);
  });

  it("refuses a body over the batch limit, too many or malformed events, and a full recording", async () => {
    const big = "x".repeat(RECORDING_BATCH_MAX_BYTES);
    expect((await send(user, { ...batch(randomUUID(), 0), events: [{ type: 3, timestamp: 1, data: big }] })).status).toBe(413);
    expect((await send(user, { ...batch(randomUUID(), 0), events: events(RECORDING_BATCH_MAX_EVENTS + 1) })).status).toBe(422);
    expect((await send(user, { ...batch(randomUUID(), 0), events: [] })).status).toBe(422);
    expect((await send(user, { ...batch("not-a-uuid", 0) })).status).toBe(422);
    expect((await send(user, { ...batch(randomUUID(), 0), events: [{ timestamp: 1 }] })).status).toBe(422);

    const id = randomUUID();
    expect((await send(user, batch(id, 0))).status).toBe(204);
    await t.deps.db.updateTable("recordings").set({ byte_count: RECORDING_SESSION_MAX_BYTES - 10 }).where("client_id", "=", id).execute();
    const full = await send(user, batch(id, 1));
    expect(full.status).toBe(413);
    expect(((await full.json()) as Json).code).toBe("recording_full");
    // Refused whole: the batch is not kept.
    const stored = await t.deps.db.selectFrom("recording_batches").innerJoin("recordings", "recordings.id", "recording_batches.recording_id").select("sequence").where("client_id", "=", id).execute();
    expect(stored.map((s) => s.sequence)).toEqual([0]);
  });

  it("rate-limits batches per user", async () => {
    const limited = await registerWithPlan(t, "recorded-fast@example.com", "FREE");
    const id = randomUUID();
    for (let i = 0; i < RECORDING_BATCHES_PER_MINUTE; i++) expect((await send(limited, batch(id, i))).status).toBe(204);
    const refused = await send(limited, batch(id, RECORDING_BATCHES_PER_MINUTE));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("lets only operators list or replay", async () => {
    expect((await t.call("GET", "/api/admin/recordings", { token: user })).status).toBe(403);
    expect((await t.call("GET", "/api/admin/recordings")).status).toBe(401);
    const some = await t.deps.db.selectFrom("recordings").select("id").executeTakeFirstOrThrow();
    expect((await t.call("GET", `/api/admin/recordings/${some.id}`, { token: user })).status).toBe(403);
  });

  it("the retention sweep deletes recordings past the retention time, with their batches", async () => {
    const id = randomUUID();
    expect((await send(operator, batch(id, 0))).status).toBe(204);
    const row = await t.deps.db.selectFrom("recordings").select("id").where("client_id", "=", id).executeTakeFirstOrThrow();
    const old = new Date(Date.now() - (RECORDING_RETENTION_DAYS + 1) * 86_400_000);
    await t.deps.db.updateTable("recordings").set({ last_event_at: old }).where("id", "=", row.id).execute();
    expect(await removeExpiredRecordings(t.deps)).toBe(1);
    expect(await t.deps.db.selectFrom("recordings").select("id").where("id", "=", row.id).executeTakeFirst()).toBeUndefined();
    expect(await t.deps.db.selectFrom("recording_batches").select("sequence").where("recording_id", "=", row.id).execute()).toEqual([]);
    // The others stay.
    expect(await removeExpiredRecordings(t.deps)).toBe(0);
    expect((await t.deps.db.selectFrom("recordings").select("id").execute()).length).toBeGreaterThan(0);
  });
});
