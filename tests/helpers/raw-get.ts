// A request whose body comes back as the wire carried it: fetch() would decompress it, and these
// tests are about which compression a server chose.
import { get, type IncomingMessage } from "node:http";

export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<{ res: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = get(url, { headers, method }, async (res) => {
      const chunks: Buffer[] = [];
      for await (const c of res) chunks.push(c as Buffer);
      resolve({ res, body: Buffer.concat(chunks) });
    });
    req.on("error", reject);
  });
}
