import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOBILE_MESSAGES } from "@folio/contract";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { hashToken } from "../../platform/auth/tokens.ts";

type Json = Record<string, unknown>;

describe.each(DATABASE_KINDS)("mobile link on %s", (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;

  const json = async (res: Response) => (await res.json()) as Json;
  const link = (token: string, deviceId?: string) =>
    t.call("GET", `/api/mobile/link/mobile_account${deviceId === undefined ? "" : `?device_id=${encodeURIComponent(deviceId)}`}`, { token });
  const linked = async (token: string) => json(await t.call("GET", "/api/mobile/linked_device", { token }));
  const unlink = (token: string) => t.call("DELETE", "/api/mobile/linked_device", { token });
  const poll = (deviceId: string, pollSecret: unknown) => t.call("POST", `/api/mobile/devices/${deviceId}/session`, { json: { poll_secret: pollSecret } });
  async function newDevice(): Promise<{ device_id: string; poll_secret: string }> {
    const res = await t.call("POST", "/api/mobile/devices");
    expect(res.status).toBe(201);
    return (await res.json()) as { device_id: string; poll_secret: string };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await registerWithPlan(t, "alice-mobile@example.com", "FREE");
    bob = await registerWithPlan(t, "bob-mobile@example.com", "FREE");
  });
  afterAll(async () => t.close());

  it("pairs a device: 202 with Retry-After while unlinked, then 200 with a token acting as the user who linked it", async () => {
    const device = await newDevice();
    expect(device.device_id).toMatch(/^[A-Za-z0-9-]+$/);
    const row = await t.deps.db.selectFrom("mobile_devices").selectAll().where("id", "=", device.device_id).executeTakeFirstOrThrow();
    expect(row.poll_secret_hash).toBe(hashToken(device.poll_secret));
    expect(JSON.stringify(row)).not.toContain(device.poll_secret);

    const waiting = await poll(device.device_id, device.poll_secret);
    expect(waiting.status).toBe(202);
    expect(Number(waiting.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await json(waiting)).not.toHaveProperty("token");

    const linking = await link(alice, device.device_id);
    expect(linking.status).toBe(200);
    expect(await json(linking)).toEqual({ device_id: device.device_id });
    expect(await linked(alice)).toEqual({ device_id: device.device_id });

    const signedIn = await poll(device.device_id, device.poll_secret);
    expect(signedIn.status).toBe(200);
    const { token } = (await json(signedIn)) as { token: string };
    const me = await json(await t.call("GET", "/api/users/me", { token }));
    expect(me.email).toBe("alice-mobile@example.com");

    // The token is handed out once; a second poll gets none.
    const again = await poll(device.device_id, device.poll_secret);
    expect(again.status).toBe(410);
    expect(await json(again)).not.toHaveProperty("token");

    // Unlinking ends the device's session at once, and only that one.
    expect((await unlink(alice)).status).toBe(204);
    expect((await t.call("GET", "/api/users/me", { token })).status).toBe(401);
    expect((await t.call("GET", "/api/users/me", { token: alice })).status).toBe(200);
    expect(await linked(alice)).toEqual({ device_id: null });
    // The unlinked pairing stops working.
    expect((await poll(device.device_id, device.poll_secret)).status).toBe(404);
  });

  it("never gives a token for a missing or wrong poll_secret, even once the device is linked", async () => {
    const device = await newDevice();
    expect((await link(bob, device.device_id)).status).toBe(200);
    for (const secret of ["wrong", device.poll_secret.slice(0, -1), undefined, "", 42]) {
      const res = await poll(device.device_id, secret);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const body = await json(res);
      expect(typeof body.detail).toBe("string");
      expect(body).not.toHaveProperty("token");
    }
    expect((await poll("NO-SUCH-DEVICE", device.poll_secret)).status).toBe(404);
    // An ID typed in Settings that no app registered has no secret: never a token either.
    expect((await unlink(bob)).status).toBe(204);
    expect((await link(bob, "typed-by-hand-1")).status).toBe(200);
    const typed = await poll("typed-by-hand-1", "anything");
    expect(typed.status).toBe(403);
    expect(await json(typed)).not.toHaveProperty("token");
    expect((await unlink(bob)).status).toBe(204);
  });

  it("answers 400 'valid device ID required' to an empty or malformed id and changes nothing", async () => {
    for (const bad of [undefined, "", "   ", "abc def", "abc_def", "ab/cd", "é-1", "x".repeat(65), "<script>"]) {
      const res = await link(alice, bad);
      expect(res.status, String(bad)).toBe(400);
      expect((await json(res)).detail).toBe(MOBILE_MESSAGES.deviceIdRequired);
    }
    expect(await linked(alice)).toEqual({ device_id: null });
  });

  it("answers 409 for an id linked to another account, and accepts linking the same id again", async () => {
    expect((await link(alice, "Shared-Phone-1")).status).toBe(200);
    expect((await link(alice, "Shared-Phone-1")).status).toBe(200);
    const res = await link(bob, "Shared-Phone-1");
    expect(res.status).toBe(409);
    expect(typeof (await json(res)).detail).toBe("string");
    expect(await linked(bob)).toEqual({ device_id: null });
    // One device per account: a second one waits until the first is unlinked.
    expect((await link(alice, "Second-Phone")).status).toBe(409);
    expect(await linked(alice)).toEqual({ device_id: "Shared-Phone-1" });
    expect((await unlink(alice)).status).toBe(204);
    expect((await link(bob, "Shared-Phone-1")).status).toBe(200);
    expect((await unlink(bob)).status).toBe(204);
  });

  it("expires a pairing left unlinked for 15 minutes: 410 to the phone, and it can no longer be linked", async () => {
    const device = await newDevice();
    await t.deps.db
      .updateTable("mobile_devices")
      .set({ created_at: sql<Date>`now() - interval '16 minutes'` })
      .where("id", "=", device.device_id)
      .execute();
    const res = await poll(device.device_id, device.poll_secret);
    expect(res.status).toBe(410);
    expect(await json(res)).not.toHaveProperty("token");
    expect((await link(alice, device.device_id)).status).toBe(410);
    expect(await linked(alice)).toEqual({ device_id: null });
  });

  it("needs a registered user to link, and keeps each user's device to themselves", async () => {
    expect((await t.call("GET", "/api/mobile/linked_device")).status).toBe(401);
    expect((await t.call("GET", "/api/mobile/link/mobile_account?device_id=abc")).status).toBe(401);
    expect((await t.call("DELETE", "/api/mobile/linked_device")).status).toBe(401);
    expect((await link(alice, "alice-phone")).status).toBe(200);
    expect(await linked(bob)).toEqual({ device_id: null });
    // Bob unlinking touches only his own (none).
    expect((await unlink(bob)).status).toBe(204);
    expect(await linked(alice)).toEqual({ device_id: "alice-phone" });
    expect((await unlink(alice)).status).toBe(204);
  });

  it("rate-limits link attempts per account, so a waiting phone's ID cannot be guessed", async () => {
    const carol = await registerWithPlan(t, "carol-mobile@example.com", "FREE");
    let res: Response | null = null;
    for (let i = 0; i < 40; i++) {
      res = await link(carol, `GUESS-${i}`);
      if (res.status === 429) break;
      // The first unknown ID is recorded as Carol's; the next are refused while it is linked.
      expect(res.status).toBe(i === 0 ? 200 : 409);
    }
    expect(res?.status).toBe(429);
    expect(Number(res?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("sends a share that reached the server (no service worker yet) to the upload page", async () => {
    const form = new FormData();
    form.append("url", "https://example.org/paper.pdf");
    const res = await t.call("POST", "/share-target", { body: form });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/upload");
  });

  it("rate-limits new pairings per address with a 429 and Retry-After", async () => {
    let res: Response | null = null;
    for (let i = 0; i < 40; i++) {
      res = await t.call("POST", "/api/mobile/devices");
      if (res.status === 429) break;
    }
    expect(res?.status).toBe(429);
    expect(Number(res?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
