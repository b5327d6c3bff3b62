import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readOutbox, sendMail } from "@/features/mail/server";
import { reloadConfig } from "@/lib/config";
import { createTestDb } from "../helpers/test-db";

/** A minimal SMTP server: accepts one plain-text conversation and keeps what it received. */
function smtpServer(received: string[]): Server {
  return createServer((socket) => {
    let data = false;
    let body = "";
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      for (const line of chunk.toString("utf8").split("\r\n")) {
        if (data) {
          if (line === ".") {
            data = false;
            received.push(body);
            socket.write("250 queued\r\n");
          } else body += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 test\r\n");
        else if (verb === "MAIL" || verb === "RCPT") socket.write("250 ok\r\n");
        else if (verb === "DATA") {
          data = true;
          body = "";
          socket.write("354 go\r\n");
        } else if (verb === "QUIT") {
          socket.write("221 bye\r\n");
          socket.end();
        } else if (line) socket.write("250 ok\r\n");
      }
    });
  });
}

describe("mail: SMTP when SMTP_URL is set, otherwise the outbox", () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  const received: string[] = [];
  const server = smtpServer(received);
  let port = 0;

  beforeAll(async () => {
    db = await createTestDb("pglite");
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await db?.dispose();
    await new Promise((resolve) => server.close(resolve));
  });
  afterEach(() => {
    delete process.env.SMTP_URL;
    reloadConfig();
  });

  it("keeps mail unsent in the outbox without SMTP", async () => {
    expect(await sendMail(db.db, { to: "v@example.com", subject: "Outbox only", body: "hello" })).toEqual({
      sent: false,
    });
    const [row] = await readOutbox({ limit: 1 });
    expect(row).toMatchObject({ to: "v@example.com", subject: "Outbox only", sentAt: null });
  });

  it("delivers through SMTP and records the mail as sent", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    reloadConfig();
    expect(
      await sendMail(db.db, { to: "vendor@example.com", subject: "Price request #9", body: "Please quote." }),
    ).toEqual({ sent: true });
    expect(received.at(-1)).toContain("Subject: Price request #9");
    expect(received.at(-1)).toContain("Please quote.");
    const [row] = await readOutbox({ limit: 1 });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect((await readOutbox({ unsentOnly: true })).map((m) => m.subject)).toEqual(["Outbox only"]);
  });

  it("keeps the mail for a retry when SMTP is down, without failing the caller", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1?connectionTimeout=500";
    reloadConfig();
    expect(await sendMail(db.db, { to: "vendor@example.com", subject: "Down", body: "x" })).toEqual({ sent: false });
    expect((await readOutbox({ unsentOnly: true })).map((m) => m.subject)).toEqual(["Down", "Outbox only"]);
  });
});
