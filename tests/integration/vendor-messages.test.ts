import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as live } from "@/app/api/live/route";
import { GET as buyerThread, POST as buyerSend } from "@/app/api/vendor-chat/[vendorId]/route";
import { GET as list } from "@/app/api/vendor/v1/messages/route";
import { GET as open, POST as reply } from "@/app/api/vendor/v1/messages/[id]/route";
import { startJobWorker, stopJobWorker } from "@/features/jobs/server";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

/** Reads SSE frames until `until` matches or the time runs out. */
async function readFrames(res: Response, until: (text: string) => boolean, ms = 3000): Promise<string> {
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

describe.each(backends)("vendor portal messages on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let owner: string;
  let staff: string;
  let otherVendor: string;
  let provider: string;
  let buyer: string;
  const threads = { mine: 0, theirs: 0 };
  const messageCount = async () =>
    Number((await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from vendor_chat_messages`))[0]!.n);
  const url = (id: number) => `/api/vendor/v1/messages/${id}`;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 600 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    otherVendor = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    provider = await sessionCookie("provider@dvm.demo", "DemoProvider#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    for (const [vid, text] of [
      ["1", "Is the large size back in stock?"],
      ["1402", "Can you print our logo in two colours?"],
    ] as const)
      expect(
        (await buyerSend(postJson(`/api/vendor-chat/${vid}`, { message: text }, buyer), params({ vendorId: vid })))
          .status,
      ).toBe(200);
    const rows = await queryRows<{ id: number; vendor_id: number }>(
      h.db,
      sql`select id, vendor_id from vendor_chat_threads where user_id = 'demo-buyer'`,
    );
    threads.mine = rows.find((r) => r.vendor_id === 1)!.id;
    threads.theirs = rows.find((r) => r.vendor_id === 1402)!.id;
    await startJobWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await stopJobWorker(2_000);
    await h?.dispose();
  });

  it("lists only this vendor's conversations with unread counts", async () => {
    const body = await (await list(get("/api/vendor/v1/messages", owner))).json();
    expect(body.unread).toBe(1);
    expect(body.conversations).toHaveLength(1);
    expect(body.conversations[0]).toMatchObject({
      id: threads.mine,
      unread: 1,
      last_message: "Is the large size back in stock?",
      last_sender: "buyer",
    });
    const theirs = await (await list(get("/api/vendor/v1/messages", otherVendor))).json();
    expect(theirs.conversations.map((c: { id: number }) => c.id)).toEqual([threads.theirs]);
  });

  it("signed out 401, a buyer 403, another vendor's conversation 404 with nothing changed", async () => {
    const p = params({ id: String(threads.mine) });
    expect((await list(get("/api/vendor/v1/messages"))).status).toBe(401);
    expect((await list(get("/api/vendor/v1/messages", buyer))).status).toBe(403);
    expect((await open(get(url(threads.mine), buyer), p)).status).toBe(403);
    expect((await reply(postJson(url(threads.mine), { message: "Hi" }, buyer), p)).status).toBe(403);
    expect((await reply(postJson(url(threads.mine), { message: "Hi" }), p)).status).toBe(401);
    // a service provider has no product chat
    expect((await reply(postJson(url(threads.mine), { message: "Hi" }, provider), p)).status).toBe(403);

    const before = await messageCount();
    const q = params({ id: String(threads.theirs) });
    expect((await open(get(url(threads.theirs), owner), q)).status).toBe(404);
    const refused = await reply(postJson(url(threads.theirs), { message: "Not yours" }, owner), q);
    expect(refused.status).toBe(404);
    expect((await refused.json()).message).toBe("This conversation does not exist.");
    expect((await reply(postJson(url(0), { message: "x" }, owner), params({ id: "abc" }))).status).toBe(404);
    expect(await messageCount()).toBe(before);
    const [t] = await queryRows<{ unread_for_vendor: number; unread_for_buyer: number }>(
      h.db,
      sql`select unread_for_vendor, unread_for_buyer from vendor_chat_threads where id = ${threads.theirs}`,
    );
    expect(t).toMatchObject({ unread_for_vendor: 1, unread_for_buyer: 0 });
  });

  it("refuses an empty or too long reply with a sentence", async () => {
    const p = params({ id: String(threads.mine) });
    const before = await messageCount();
    const empty = await reply(postJson(url(threads.mine), { message: "   " }, owner), p);
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe("Type a message first.");
    const long = await reply(postJson(url(threads.mine), { message: "x".repeat(2001) }, owner), p);
    expect((await long.json()).message).toBe("Messages can be at most 2000 characters.");
    expect(await messageCount()).toBe(before);
  });

  it("opening reads it; staff answer and the buyer gets the reply live and as a chat notification", async () => {
    const p = params({ id: String(threads.mine) });
    const convo = await (await open(get(url(threads.mine), owner), p)).json();
    expect(convo.messages.map((m: { sender: string }) => m.sender)).toEqual(["buyer"]);
    expect((await (await list(get("/api/vendor/v1/messages", owner))).json()).unread).toBe(0);

    const abort = new AbortController();
    const stream = await live(
      new Request("http://localhost:3000/api/live", { headers: { cookie: buyer }, signal: abort.signal }),
    );
    await readFrames(stream, (t) => t.includes("event: ready"));
    const text = "Yes, the large size ships again from Monday.";
    const res = await reply(postJson(url(threads.mine), { message: text }, staff), p);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toMatchObject({ sender: "vendor", message: text });
    const frames = await readFrames(stream, (t) => t.includes("event: chat") && t.includes("event: notification"));
    abort.abort();
    expect(frames).toContain("event: chat");
    expect(frames).toContain(text);

    const thread = await (await buyerThread(get("/api/vendor-chat/1", buyer), params({ vendorId: "1" }))).json();
    expect(thread.unread).toBe(1);
    expect(thread.messages.map((m: { sender: string }) => m.sender)).toEqual(["buyer", "vendor"]);
    const notes = await queryRows<{ type: string; message: string; chat_thread_id: number }>(
      h.db,
      sql`select type, message, chat_thread_id from notifications where user_id = 'demo-buyer' and type = 'chat'`,
    );
    expect(notes).toContainEqual({ type: "chat", message: text, chat_thread_id: threads.mine });
    const after = await (await list(get("/api/vendor/v1/messages", owner))).json();
    expect(after.conversations[0]).toMatchObject({ unread: 0, last_sender: "vendor", last_message: text });
  });
});
