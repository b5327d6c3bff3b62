// The outbox delivers through a real SMTP server started here: the message arrives with the right
// headers; with the server down the mail waits in the outbox (attempt and error recorded) and is
// delivered once it is back, exactly once, even when the sweep looks for unsent mail afterwards.
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobWorker, stopJobWorker } from "@/features/jobs/server";
import { readOutbox, sendMail } from "@/features/mail/server";
import { mailSweepJob } from "@/features/mail/server/send";
import { reloadConfig } from "@/lib/config";
import { createTestDb } from "../helpers/test-db";
import { headersOf, smtpServer, until } from "../helpers/smtp-server";

/** A free port, kept by the test so the SMTP server can come back at the same address. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe("mail through a real SMTP server", () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  const received: string[] = [];
  let server: Server | null = null;
  let port = 0;
  const up = async () => {
    server = smtpServer(received);
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
  };
  const down = async () => {
    await new Promise((resolve) => server!.close(resolve));
    server = null;
  };
  const row = async (id: number) => (await readOutbox({ limit: 50 })).find((m) => m.id === id)!;

  beforeAll(async () => {
    port = await freePort();
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.MAIL_FROM = "DVM Market <no-reply@dvm.test>";
    reloadConfig();
    db = await createTestDb("pglite");
    await up();
    await startJobWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await stopJobWorker(2_000);
    await db?.dispose();
    if (server) await down();
    delete process.env.SMTP_URL;
    delete process.env.MAIL_FROM;
    reloadConfig();
  });

  it("delivers the outbox's mail with its headers", async () => {
    const { outboxId } = await sendMail(db.db, {
      to: "orders@sandhill.example",
      subject: "New order DVM-2611-0042",
      body: "Two boxes of gauze.\n.\nA line that is only a dot survives.",
    });
    await until(() => received.length === 1);
    const raw = received[0]!;
    const h = headersOf(raw);
    expect(h.get("from")).toBe("DVM Market <no-reply@dvm.test>");
    expect(h.get("to")).toBe("orders@sandhill.example");
    expect(h.get("subject")).toBe("New order DVM-2611-0042");
    expect(h.get("message-id")).toMatch(/^<.+@.+>$/);
    expect(Number.isNaN(Date.parse(h.get("date")!))).toBe(false);
    expect(h.get("content-type")).toMatch(/^text\/plain; charset=utf-8/);
    expect(raw.split("\n\n").slice(1).join("\n\n")).toContain("Two boxes of gauze.\n.\nA line that is only a dot");
    await until(async () => (await row(outboxId)).sentAt !== null);
    expect(await row(outboxId)).toMatchObject({ attempts: 1, lastError: null });
  });

  it("waits while the server is down and delivers once, exactly once, when it is back", async () => {
    await down();
    const before = received.length;
    const { outboxId } = await sendMail(db.db, { to: "clinic@example.com", subject: "Shipped", body: "On its way." });
    await until(async () => (await row(outboxId)).attempts >= 1);
    const waiting = await row(outboxId);
    expect(waiting.sentAt).toBeNull();
    expect(waiting.failedAt).toBeNull();
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(received.length).toBe(before);

    await up(); // the queue's retry (backoff from 15 s) finds it
    await until(async () => (await row(outboxId)).sentAt !== null, 60_000);
    // the sweep for unsent mail runs after it: it must not send it again
    await mailSweepJob.handler(
      { olderThanSeconds: 0 },
      { id: "t", retryCount: 0, retryLimit: 1, isLastAttempt: false },
    );
    await new Promise((r) => setTimeout(r, 2_000));
    const copies = received.slice(before).filter((m) => headersOf(m).get("subject") === "Shipped");
    expect(copies).toHaveLength(1);
    expect(await row(outboxId)).toMatchObject({ lastError: null });
  }, 120_000);
});
