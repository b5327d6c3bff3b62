// Refuses a request body larger than its route takes before the route (or Next) reads it, so a
// huge upload costs the server neither memory nor the time to receive it.
import type { IncomingMessage, ServerResponse } from "node:http";
import { tooLarge } from "../lib/body";

function refuse(req: IncomingMessage, res: ServerResponse, limit: number) {
  if (res.headersSent) {
    req.destroy(); // the route answered already and is still reading: cutting the connection is all that is left
    return;
  }
  const body = JSON.stringify({ success: false, message: tooLarge(limit).message });
  res.writeHead(413, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    connection: "close",
  });
  // the client may still be sending: once the answer has left, drop the connection instead of draining it
  res.end(body, () => req.destroy());
}

/**
 * Returns false (having answered 413) when the declared Content-Length is over `limit`. A body
 * without a length (chunked) is counted as the parser hands it over, and the request is answered
 * 413 and cut off at the first chunk past the limit: the route then sees an aborted body, never a
 * shortened one that could pass for whole.
 */
export function guardBody(req: IncomingMessage, res: ServerResponse, limit: number): boolean {
  const declared = req.headers["content-length"];
  if (declared !== undefined) {
    if (Number(declared) > limit) {
      refuse(req, res, limit);
      return false;
    }
    return true; // Node's parser never delivers more than the declared length
  }
  let seen = 0;
  let over = false;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (over) return false;
    if (chunk !== null && chunk !== undefined) {
      seen += (chunk as Uint8Array).byteLength;
      if (seen > limit) {
        over = true;
        req.socket?.pause(); // stop receiving; the refusal below ends the connection
        refuse(req, res, limit);
        return false;
      }
    }
    return push(chunk, encoding);
  };
  return true;
}
