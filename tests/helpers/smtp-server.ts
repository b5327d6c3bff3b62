import type { Server } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server (the `smtp-server` package) on a socket of the test's choosing: it speaks the
 * protocol as a mail relay does (EHLO, MAIL FROM, RCPT TO, DATA with dot-stuffing) and keeps each
 * message it accepts, raw (headers and body, lines ending in \n), in `received`. The net.Server is
 * returned so a test listens, reads its address and closes it as with any server.
 */
export function smtpServer(received: string[]): Server {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8").replace(/\r\n/g, "\n"));
        callback(null);
      });
    },
  });
  return smtp.server;
}

/** The header block of a raw message, by lower-cased name (folded lines joined). */
export function headersOf(raw: string): Map<string, string> {
  const head = raw.split("\n\n")[0]!.replace(/\n[ \t]+/g, " ");
  return new Map(
    head.split("\n").map((line) => {
      const i = line.indexOf(":");
      return [line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim()] as [string, string];
    }),
  );
}

/** Polls until the check holds (the worker delivers after commit, within a poll or two). */
export async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}
