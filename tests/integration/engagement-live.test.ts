import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as live } from "@/app/api/live/route";
import { GET as threadsRoute } from "@/app/api/vendor-chat/route";
import { GET as threadGet, POST as threadPost } from "@/app/api/vendor-chat/[vendorId]/route";
import { POST as threadRead } from "@/app/api/vendor-chat/[vendorId]/read/route";
import { GET as list } from "@/app/api/user/notifications/[userId]/route";
import { LiveBus, getLiveBus } from "@/features/notifications/server/live-bus";
import { notify } from "@/features/notifications/server/notify";
import { publish } from "@/features/vendor-chat/server";
import { startJobWorker, stopJobWorker } from "@/features/jobs/server";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

/** Reads SSE frames from a streamed response until `until` matches or the time runs out. */
async function readFrames(res: Response, until: (text: string) => boolean, ms = 2000): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + ms;
  while (!until(text) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value);
  }
  reader.releaseLock();
  return text;
}

describe.each(backends)("live updates and vendor chat on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let vendor: { id: number; slug: string; name: string };

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedCatalog(db.db, { products: 30 });
    await seedDemoUsers(db.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    vendor = (
      await queryRows<{ id: number; slug: string; name: string }>(
        db.db,
        sql`select id, slug, name from vendors order by id limit 1`,
      )
    )[0]!;
    // live pushes of notifications are jobs delivered after commit
    await startJobWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await stopJobWorker(2_000);
    await db?.dispose();
  });

  it("refuses the live stream to visitors", async () => {
    expect((await live(get("/api/live"))).status).toBe(401);
  });

  it("streams a new notification to the open page and unsubscribes when it closes", async () => {
    const abort = new AbortController();
    const req = new Request("http://localhost:3000/api/live", { headers: { cookie: buyer }, signal: abort.signal });
    const res = await live(req);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(await readFrames(res, (t) => t.includes("event: ready"))).toContain("event: ready");
    const before = getLiveBus().size;
    expect(before).toBeGreaterThanOrEqual(1);
    const started = Date.now();
    await notify(db.db, {
      userId: "demo-buyer",
      type: "Webinars",
      body: "Live webinar soon",
      clickableLink: "live-one",
    });
    const frames = await readFrames(res, (t) => t.includes("Live webinar soon"));
    expect(frames).toContain("event: notification");
    expect(Date.now() - started).toBeLessThan(2000);
    // Another user's notification never reaches this stream.
    await notify(db.db, { userId: "demo-lowlevel", type: "Blogs", body: "Not for you" });
    expect(await readFrames(res, (t) => t.includes("Not for you"), 300)).not.toContain("Not for you");
    abort.abort();
    await new Promise((r) => setTimeout(r, 20));
    expect(getLiveBus().size).toBe(before - 1);
  });

  it("stores chat messages, delivers a vendor reply live and as a chat notification", async () => {
    const vid = String(vendor.id);
    expect(
      (await threadPost(postJson(`/api/vendor-chat/${vid}`, { message: "Hi" }), params({ vendorId: vid }))).status,
    ).toBe(401);
    expect(
      (await threadPost(postJson(`/api/vendor-chat/${vid}`, { message: "   " }, buyer), params({ vendorId: vid })))
        .status,
    ).toBe(400);
    expect(
      (
        await threadPost(
          postJson("/api/vendor-chat/99999999", { message: "Hi" }, buyer),
          params({ vendorId: "99999999" }),
        )
      ).status,
    ).toBe(404);
    expect((await threadGet(get("/api/vendor-chat/abc", buyer), params({ vendorId: "abc" }))).status).toBe(400);

    const sent = await threadPost(
      postJson(`/api/vendor-chat/${vid}`, { message: "Do you ship to Missouri?" }, buyer),
      params({ vendorId: vid }),
    );
    expect((await sent.json()).message).toMatchObject({ sender: "buyer", message: "Do you ship to Missouri?" });

    const abort = new AbortController();
    const res = await live(
      new Request("http://localhost:3000/api/live", { headers: { cookie: buyer }, signal: abort.signal }),
    );
    await readFrames(res, (t) => t.includes("event: ready"));
    const reply = "Yes, we ship to every state within two business days, and orders over $500 ship free.";
    await publish({ kind: "chat-reply", user: "buyer@dvm.demo", vendor: vendor.slug, message: reply });
    const frames = await readFrames(res, (t) => t.includes("event: chat") && t.includes("event: notification"));
    abort.abort();
    expect(frames).toContain("event: chat");
    expect(frames).toContain("event: notification");

    const thread = await (await threadGet(get(`/api/vendor-chat/${vid}`, buyer), params({ vendorId: vid }))).json();
    expect(thread.unread).toBe(1);
    expect(thread.messages.map((m: { sender: string }) => m.sender)).toEqual(["buyer", "vendor"]);
    expect((await (await threadsRoute(get("/api/vendor-chat", buyer))).json()).unread).toBe(1);

    const notes = await (
      await list(get("/api/user/notifications/demo-buyer?type=chat", buyer), params({ userId: "demo-buyer" }))
    ).json();
    expect(notes.notifications.data[0]).toMatchObject({
      type: "chat",
      message: reply,
      chatmessages: { message: reply, vendor_details: { name: vendor.name, slug: vendor.slug } },
    });

    await threadRead(postJson(`/api/vendor-chat/${vid}/read`, {}, buyer), params({ vendorId: vid }));
    expect((await (await threadsRoute(get("/api/vendor-chat", buyer))).json()).unread).toBe(0);
    const after = await (
      await list(get("/api/user/notifications/demo-buyer?type=chat", buyer), params({ userId: "demo-buyer" }))
    ).json();
    expect(after.notifications.data[0].read).toBe(true);
  });
});

describe.runIf(process.env.REDIS_URL)("live fan-out across instances through Redis", () => {
  it("delivers an event published on one instance to a listener on another", async () => {
    const channel = `dvm:test:live:${process.pid}:${Date.now()}`;
    const a = new LiveBus(process.env.REDIS_URL!, channel);
    const b = new LiveBus(process.env.REDIS_URL!, channel);
    try {
      await Promise.all([a.ready(), b.ready()]);
      const got: string[] = [];
      b.subscribe("u1", (f) => got.push(f));
      b.subscribe("u2", (f) => got.push(`u2:${f}`));
      const started = Date.now();
      await a.publish({ to: "u1", kind: "notification", data: { body: "cross" } });
      await a.publish({ to: "*", kind: "notification", data: { body: "everyone" } });
      while (got.length < 3 && Date.now() - started < 2000) await new Promise((r) => setTimeout(r, 10));
      expect(got.filter((f) => f.includes("cross"))).toHaveLength(1);
      expect(got.filter((f) => f.includes("everyone"))).toHaveLength(2);
      expect(got.some((f) => f.startsWith("u2:") && f.includes("cross"))).toBe(false);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
