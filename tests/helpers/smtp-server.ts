import { createServer, type Server } from "node:net";

/** A minimal SMTP server: accepts one plain-text conversation and keeps what it received. */
export function smtpServer(received: string[]): Server {
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

/** Polls until the check holds (the worker delivers after commit, within a poll or two). */
export async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}
