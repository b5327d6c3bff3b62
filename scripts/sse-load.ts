// `npm run sse-load -- [--url URL] [--connections 500] [--hold 20]`: opens N live streams as one
// signed-in buyer against a running app, broadcasts a notification through the publish endpoint
// and reports how long it took to reach every stream, then whether all stayed open (heartbeats).
import http from "node:http";
import { newConn, openStream, percentile as pct } from "./live-streams";
import { publishToken } from "../src/features/notifications/publish-token";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}

const base = arg("url", process.env.APP_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const total = Number(arg("connections", "500"));
const holdSeconds = Number(arg("hold", "20"));
const email = arg("email", "buyer@dvm.demo");
const password = arg("password", "DemoBuyer#2026");
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const armed = { value: false };

async function main() {
  const token = publishToken();
  if (!token) throw new Error("no app secret: set SECRET_FILE to the server's secret file");
  const cookie = await signIn();
  const conns = Array.from({ length: total }, newConn);
  let ready = 0;
  const openedAt = performance.now();
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${ready}/${total} streams ready after 60 s`)), 60_000);
    conns.forEach((c) =>
      openStream(
        base,
        agent,
        cookie,
        c,
        () => {
          if (++ready === total) {
            clearTimeout(timer);
            resolve();
          }
        },
        () => armed.value,
      ),
    );
  });
  console.log(`${total} streams ready in ${Math.round(performance.now() - openedAt)} ms`);

  armed.value = true;
  const sentAt = performance.now();
  const res = await fetch(`${base}/api/internal/publish`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ kind: "blog" }), // no user: a broadcast to every buyer
  });
  if (!res.ok) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && conns.some((c) => c.gotAt === null)) await new Promise((r) => setTimeout(r, 5));
  const lat = conns
    .filter((c) => c.gotAt !== null)
    .map((c) => c.gotAt! - sentAt)
    .sort((a, b) => a - b);
  console.log(
    `broadcast reached ${lat.length}/${total} streams; p50 ${pct(lat, 50).toFixed(0)} ms, p95 ${pct(lat, 95).toFixed(0)} ms, max ${lat.at(-1)!.toFixed(0)} ms`,
  );

  console.log(`holding ${holdSeconds} s to check heartbeats…`);
  await new Promise((r) => setTimeout(r, holdSeconds * 1000));
  const open_ = conns.filter((c) => c.open).length;
  const pinged = conns.filter((c) => c.pings > 0).length;
  console.log(`after ${holdSeconds} s: ${open_}/${total} streams open, ${pinged}/${total} received a heartbeat`);
  agent.destroy();
  const ok = lat.length === total && lat.at(-1)! < 2000 && open_ === total;
  console.log(ok ? "PASS: every stream got the broadcast within 2 s and stayed open" : "FAIL");
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
