// Check 5: thousands of live-notification streams, as many buyers' open tabs (an account may hold
// LIVE_STREAMS_PER_ACCOUNT at once, so they are spread over the load accounts): opened, given one
// broadcast, held past a heartbeat, and the server's memory read while they are open.
import http from "node:http";
import { publishToken } from "../../src/features/notifications/publish-token";
import { LIVE_STREAMS_PER_ACCOUNT } from "../../src/lib/route-limits";
import { newConn, openStream, percentile } from "../live-streams";
import { sleep } from "./app";

export type StreamResult = {
  wanted: number;
  ready: number;
  reached: number;
  p95Ms: number;
  held: number;
  pinged: number;
  rssMb: number | null;
  errors: number;
  /** why streams failed, e.g. "stream refused: 429" → count */
  why: Record<string, number>;
};

export async function liveStreams(
  base: string,
  cookies: string[],
  total: number,
  holdSeconds: number,
  memory: () => Promise<number | null>,
): Promise<StreamResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const conns = Array.from({ length: total }, newConn);
  const armed = { value: false };
  let ready = 0;
  let errors = 0;
  const why: Record<string, number> = {};
  const requests: http.ClientRequest[] = [];
  // a few hundred at a time, as tabs reconnecting after a deploy would
  for (let i = 0; i < total; i += 250) {
    conns.slice(i, i + 250).forEach((c, j) => {
      const cookie = cookies[Math.floor((i + j) / LIVE_STREAMS_PER_ACCOUNT) % cookies.length]!;
      requests.push(
        openStream(
          base,
          agent,
          cookie,
          c,
          () => (ready += 1),
          () => armed.value,
          (message) => {
            errors += 1;
            why[message] = (why[message] ?? 0) + 1;
          },
        ),
      );
    });
    await sleep(200);
  }
  const deadline = Date.now() + 90_000;
  while (ready + errors < total && Date.now() < deadline) await sleep(200);

  armed.value = true;
  const sentAt = performance.now();
  const res = await fetch(`${base}/api/internal/publish`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${publishToken()}` },
    body: JSON.stringify({ kind: "blog" }), // no user: a broadcast to every buyer
  });
  if (!res.ok) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
  const until = Date.now() + 15_000;
  while (Date.now() < until && conns.some((c) => c.ready && c.gotAt === null)) await sleep(20);
  const lat = conns
    .filter((c) => c.gotAt !== null)
    .map((c) => c.gotAt! - sentAt)
    .sort((a, b) => a - b);

  await sleep(holdSeconds * 1000);
  const result: StreamResult = {
    wanted: total,
    ready,
    reached: lat.length,
    p95Ms: lat.length ? Math.round(percentile(lat, 95)) : 0,
    held: conns.filter((c) => c.open).length,
    pinged: conns.filter((c) => c.pings > 0).length,
    rssMb: await memory(),
    errors,
    why,
  };
  requests.forEach((r) => r.destroy());
  agent.destroy();
  return result;
}
