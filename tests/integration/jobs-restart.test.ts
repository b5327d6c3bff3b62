import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installDbHandle, openDb, type DbHandle } from "@/db/client";
import { migrateDb } from "@/db/migrate";
import { startJobWorker, stopJobWorker } from "@/features/jobs/server";
import { readOutbox, sendMail } from "@/features/mail/server";
import { deliverMailJob } from "@/features/mail/server/send";
import { reloadConfig } from "@/lib/config";
import { smtpServer, until } from "../helpers/smtp-server";

/** Opens the persisted folder as a server start does: migrations, then the process handle. */
async function start(dir: string): Promise<DbHandle> {
  const handle = await openDb({ dataDir: dir });
  await migrateDb(handle);
  installDbHandle(handle);
  return handle;
}

describe("a queued mail survives a restart of the embedded database (PGlite folder)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "dvm-jobs-"));
  const received: string[] = [];
  const server = smtpServer(received);
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    reloadConfig();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("is written before a stop while SMTP is down and delivered after the next start", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1?connectionTimeout=300";
    reloadConfig();
    deliverMailJob.retryDelaySeconds = 2; // the retry is written with the job: it outlives the restart
    let handle = await start(path.join(dir, "pglite"));
    await startJobWorker({ pollingIntervalSeconds: 0.5 });
    const { outboxId } = await sendMail(handle.db, {
      to: "vendor@example.com",
      subject: "Across a restart",
      body: "z",
    });
    await until(async () => (await readOutbox({ limit: 5 })).some((m) => m.id === outboxId && m.attempts >= 1));
    await stopJobWorker(2_000);
    await handle.close();

    process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    reloadConfig();
    handle = await start(path.join(dir, "pglite"));
    try {
      await startJobWorker({ pollingIntervalSeconds: 0.5 });
      await until(async () => (await readOutbox({ limit: 5 })).find((m) => m.id === outboxId)?.sentAt != null, 60_000);
      expect(received.filter((m) => m.includes("Subject: Across a restart"))).toHaveLength(1);
    } finally {
      await stopJobWorker(2_000);
      await handle.close();
    }
  }, 90_000);
});
