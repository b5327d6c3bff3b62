import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { POST as contact } from "@/app/api/contact/route";
import { POST as documents } from "@/app/api/user/documents/[userId]/route";
import { BODY_LIMITS } from "@/lib/body";
import { MAX_DOCUMENT_BYTES } from "@/features/accounts/rules";
import { backends, createTestDb } from "../helpers/test-db";
import { params, sessionCookie } from "../helpers/sessions";
import { callAuth } from "./accounts-helpers";

/** A chunked body (no Content-Length) of `total` bytes that counts how much of it was pulled. */
function chunked(total: number, chunk = 64 * 1024) {
  const pulled = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      const part = new Uint8Array(Math.min(chunk, total - pulled.bytes)).fill(0x61);
      pulled.bytes += part.byteLength;
      controller.enqueue(part);
    },
  });
  return { body, pulled };
}

function streamed(url: string, type: string, total: number, cookie?: string) {
  const { body, pulled } = chunked(total);
  const req = new Request(`http://localhost:3000${url}`, {
    method: "POST",
    headers: { "content-type": type, origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    body,
    duplex: "half",
  } as RequestInit);
  return { req, pulled };
}

describe.each(backends)("security: request body limits on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedDemoUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
  });
  afterAll(async () => h?.dispose());
  const messages = async () =>
    (await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from contact_messages`))[0]!.n;

  it("answers 413 to a chunked 50 MB JSON body to the contact form after reading about 1 MB of it", async () => {
    const before = await messages();
    const { req, pulled } = streamed("/api/contact", "application/json", 50 * 1024 * 1024);
    const res = await contact(req);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large.*1 MB/);
    expect(pulled.bytes).toBeLessThan(BODY_LIMITS.json + 256 * 1024);
    expect(await messages()).toBe(before);
  });

  it("answers 413 to a declared oversize form body without reading it", async () => {
    const req = new Request("http://localhost:3000/api/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(5 * 1024 * 1024) },
      body: "name=a",
    });
    expect((await contact(req)).status).toBe(413);
  });

  it("cuts a chunked upload off at the document size instead of buffering it", async () => {
    const total = MAX_DOCUMENT_BYTES * 3;
    const { req, pulled } = streamed("/api/user/documents/demo-buyer", "multipart/form-data; boundary=x", total, buyer);
    const res = await documents(req, params({ userId: "demo-buyer" }));
    expect(res.status).toBe(413);
    expect(pulled.bytes).toBeLessThan(MAX_DOCUMENT_BYTES + 512 * 1024);
  });

  it("bounds Better Auth bodies too", async () => {
    const res = await callAuth("/sign-in/email", { email: "buyer@dvm.demo", password: "x".repeat(200_000) });
    expect(res.status).toBe(413);
  });
});
