// `npm run sse-load -- [--url URL] [--connections 500] [--hold 20]`: opens N live streams as one
// signed-in buyer against a running app, broadcasts a notification through the publish endpoint
// and reports how long it took to reach every stream, then whether all stayed open (heartbeats).
import http from "node:http";
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

type Conn = { ready: boolean; gotAt: number | null; pings: number; open: boolean; buffer: string };

const armed = { value: false };

function open(cookie: string, conn: Conn, onReady: () => void): void {
  const req = http.get(`${base}/api/live`, { agent, headers: { cookie, accept: "text/event-stream" } }, (res) => {
    if (res.statusCode !== 200) {
      console.error(`stream refused: ${res.statusCode}`);
      conn.open = false;
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
      if (armed.value && conn.gotAt === null && chunk.includes("event: notification")) conn.gotAt = performance.now();
      conn.pings += (chunk.match(/: ping/g) ?? []).length;
      if (conn.buffer.length > 8192) conn.buffer = conn.buffer.slice(-512);
    });
    res.on("close", () => (conn.open = false));
  });
  req.on("error", (err) => {
    conn.open = false;
    console.error(`stream error: ${err.message}`);
  });
}

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function main() {
  const token = publishToken();
  if (!token) throw new Error("no app secret: set SECRET_FILE to the server's secret file");
  const cookie = await signIn();
  const conns: Conn[] = Array.from({ length: total }, () => ({
    ready: false,
    gotAt: null,
    pings: 0,
    open: false,
    buffer: "",
  }));
  let ready = 0;
  const openedAt = performance.now();
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${ready}/${total} streams ready after 60 s`)), 60_000);
    conns.forEach((c) =>
      open(cookie, c, () => {
        if (++ready === total) {
          clearTimeout(timer);
          resolve();
        }
      }),
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
