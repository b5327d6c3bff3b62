// Live-notification streams as a browser tab holds them, for `npm run sse-load` and `npm run audit`:
// each stream records when it was ready, when the armed notification arrived and its heartbeats.
import http from "node:http";

export type Conn = {
  ready: boolean;
  gotAt: number | null;
  pings: number;
  open: boolean;
  refused: number;
  buffer: string;
};

export const newConn = (): Conn => ({ ready: false, gotAt: null, pings: 0, open: false, refused: 0, buffer: "" });

/** Opens one stream to `${base}/api/live`; `armed()` says whether a notification now counts as received. */
export function openStream(
  base: string,
  agent: http.Agent,
  cookie: string,
  conn: Conn,
  onReady: () => void,
  armed: () => boolean,
  onError: (message: string) => void = (m) => console.error(m),
): http.ClientRequest {
  const req = http.get(`${base}/api/live`, { agent, headers: { cookie, accept: "text/event-stream" } }, (res) => {
    if (res.statusCode !== 200) {
      onError(`stream refused: ${res.statusCode}`);
      conn.open = false;
      conn.refused = res.statusCode ?? 0;
      res.resume();
      return;
    }
    conn.open = true;
    res.setEncoding("utf8");
    res.on("data", (chunk: string) => {
      conn.buffer += chunk;
      if (!conn.ready && conn.buffer.includes("event: ready")) {
        conn.ready = true;
        onReady();
      }
      // Each frame is one write on the server, so a notification event arrives whole in one chunk.
      if (armed() && conn.gotAt === null && chunk.includes("event: notification")) conn.gotAt = performance.now();
      conn.pings += (chunk.match(/: ping/g) ?? []).length;
      if (conn.buffer.length > 8192) conn.buffer = conn.buffer.slice(-512);
    });
    res.on("close", () => (conn.open = false));
  });
  req.on("error", (err) => {
    conn.open = false;
    onError(`stream error: ${err.message}`);
  });
  return req;
}

export const percentile = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
