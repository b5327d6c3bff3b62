import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startJobWorker, stopJobWorker } from "@/features/jobs/server";
import { readOutbox, sendMail } from "@/features/mail/server";
import { deliverMailJob } from "@/features/mail/server/send";
import { reloadConfig } from "@/lib/config";
import { createTestDb } from "../helpers/test-db";
import { smtpServer, until } from "../helpers/smtp-server";

describe("mail: written to the outbox in the caller's transaction, delivered after commit by the job worker", () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  const received: string[] = [];
  const server = smtpServer(received);
  let port = 0;
  const byId = async (id: number) => (await readOutbox({ limit: 50 })).find((m) => m.id === id)!;

  beforeAll(async () => {
    db = await createTestDb("pglite");
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    await startJobWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await stopJobWorker(2_000);
    await db?.dispose();
    await new Promise((resolve) => server.close(resolve));
  });
  afterEach(() => {
    delete process.env.SMTP_URL;
    reloadConfig();
  });

  it("keeps mail unsent in the outbox without SMTP", async () => {
    const { outboxId } = await sendMail(db.db, { to: "v@example.com", subject: "Outbox only", body: "hello" });
    await new Promise((r) => setTimeout(r, 1200));
    expect(await byId(outboxId)).toMatchObject({ to: "v@example.com", subject: "Outbox only", sentAt: null });
  });

  it("delivers through SMTP after commit and records the mail as sent", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    reloadConfig();
    const { outboxId } = await sendMail(db.db, {
      to: "vendor@example.com",
      subject: "Price request #9",
      body: "Please quote.",
    });
    await until(async () => (await byId(outboxId)).sentAt !== null);
    expect(received.at(-1)).toContain("Subject: Price request #9");
    expect(received.at(-1)).toContain("Please quote.");
    expect(await byId(outboxId)).toMatchObject({ attempts: 1, lastError: null, failedAt: null });
    expect((await readOutbox({ unsentOnly: true })).map((m) => m.subject)).toEqual(["Outbox only"]);
  });

  it("sends nothing for a transaction that rolls back", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    reloadConfig();
    const before = received.length;
    await db.db
      .transaction(async (tx) => {
        await sendMail(tx as never, { to: "vendor@example.com", subject: "Rolled back", body: "x" });
        throw new Error("the request failed after writing its mail");
      })
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1500));
    expect(received.length).toBe(before);
    expect((await readOutbox({ limit: 50 })).map((m) => m.subject)).not.toContain("Rolled back");
  });

  it("retries a failing transport with backoff, then records the failure on the row", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1?connectionTimeout=500";
    reloadConfig();
    const saved = { limit: deliverMailJob.retryLimit, delay: deliverMailJob.retryDelaySeconds };
    Object.assign(deliverMailJob, { retryLimit: 2, retryDelaySeconds: 0 });
    try {
      const { outboxId } = await sendMail(db.db, { to: "vendor@example.com", subject: "Down", body: "x" });
      await until(async () => (await byId(outboxId)).failedAt !== null, 40_000);
      const row = await byId(outboxId);
      expect(row).toMatchObject({ sentAt: null, attempts: 3 });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      Object.assign(deliverMailJob, { retryLimit: saved.limit, retryDelaySeconds: saved.delay });
    }
  });

  it("delivers a mail whose first attempts failed once the transport is back", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1?connectionTimeout=500";
    reloadConfig();
    const saved = deliverMailJob.retryDelaySeconds;
    Object.assign(deliverMailJob, { retryDelaySeconds: 1 });
    try {
      const { outboxId } = await sendMail(db.db, { to: "vendor@example.com", subject: "Back later", body: "y" });
      await until(async () => (await byId(outboxId)).attempts >= 1);
      process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
      reloadConfig();
      await until(async () => (await byId(outboxId)).sentAt !== null, 40_000);
      expect(received.at(-1)).toContain("Subject: Back later");
      expect((await byId(outboxId)).attempts).toBeGreaterThanOrEqual(2);
    } finally {
      Object.assign(deliverMailJob, { retryDelaySeconds: saved });
    }
  });
});
