import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeStep =
  { content?: string; tool_calls?: { name: string; arguments: Record<string, unknown> }[] } | { status: number };

/**
 * A tiny OpenAI-compatible /chat/completions server that plays a script: each request gets the
 * next step. Requests are recorded so tests can check what the assistant sent (tools, tool results).
 */
export async function startFakeOpenAI(
  script: FakeStep[],
): Promise<{ url: string; requests: Record<string, unknown>[]; close: () => Promise<void> }> {
  const requests: Record<string, unknown>[] = [];
  let i = 0;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (req.url !== "/v1/chat/completions" || req.method !== "POST") {
        res.writeHead(404).end();
        return;
      }
      requests.push({ ...JSON.parse(body || "{}"), authorization: req.headers.authorization });
      const step = script[Math.min(i++, script.length - 1)]!;
      if ("status" in step) {
        res.writeHead(step.status, { "content-type": "application/json" }).end('{"error":"scripted failure"}');
        return;
      }
      const message = {
        role: "assistant",
        content: step.content ?? null,
        tool_calls: step.tool_calls?.map((c, n) => ({
          id: `call_${i}_${n}`,
          type: "function",
          function: { name: c.name, arguments: JSON.stringify(c.arguments) },
        })),
      };
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: `cmpl-${i}`,
          object: "chat.completion",
          choices: [{ index: 0, message, finish_reason: step.tool_calls ? "tool_calls" : "stop" }],
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, requests, close: () => new Promise((r) => server.close(() => r())) };
}
