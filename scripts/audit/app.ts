// The production server under audit: started from the app folder's build on its own data folder and
// port, stopped cleanly, or killed with SIGKILL; and the HTTP helpers every check shares.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";

export type AuditApp = {
  base: string;
  /** Starts the server and waits until it answers; returns the milliseconds it took. */
  start: () => Promise<number>;
  /** SIGTERM, then waits for the process to exit (the folder lock is free afterwards). */
  stop: () => Promise<void>;
  /** SIGKILL, as a crash or an out-of-memory kill would. */
  kill9: () => Promise<void>;
  pid: () => number | undefined;
};

export function auditEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    DATABASE_URL: "",
    REDIS_URL: "",
    PGLITE_DIR: path.join(dataDir, "pglite"),
    SECRET_FILE: path.join(dataDir, "auth-secret"),
    MEDIA_CACHE_DIR: path.join(dataDir, "media"),
    UPLOAD_DIR: path.join(dataDir, "uploads"),
    UPLOAD_STORAGE: "disk",
    SMTP_URL: "",
    // the audit signs in hundreds of accounts from one address; sign-in limits are tested elsewhere
    AUTH_RATE_LIMIT: "off",
    // every request names its own client address (X-Forwarded-For), as many clients would: per-IP
    // limits then count per client instead of refusing the audit's bad inputs before they are read
    TRUST_PROXY: "1",
    ASSISTANT_OCR_WARMUP: "off",
  };
}

export function auditApp(appDir: string, dataDir: string, port: number): AuditApp {
  const serve = path.join(appDir, "dist", "server", "serve.mjs");
  if (!existsSync(path.join(appDir, ".next", "BUILD_ID")) || !existsSync(serve))
    throw new Error(`No production build in ${appDir}: run \`npm run build\` there first (or pass --app DIR).`);
  mkdirSync(dataDir, { recursive: true });
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const started = Date.now();
    child = spawn(process.execPath, [serve, "-p", String(port), "-H", "127.0.0.1"], {
      cwd: appDir,
      env: auditEnv(dataDir, port),
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
    exited = new Promise((resolve) => child!.once("exit", () => resolve()));
    let gone = false;
    void exited.then(() => (gone = true));
    while (Date.now() - started < 180_000) {
      if (gone) throw new Error(`the server exited while starting:\n${stderr}`);
      const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return Date.now() - started;
      await sleep(100);
    }
    child.kill("SIGKILL");
    throw new Error(`the server did not answer within 180 s:\n${stderr}`);
  };
  const stop = async () => {
    child?.kill("SIGTERM");
    await exited;
    child = null;
  };
  const kill9 = async () => {
    child?.kill("SIGKILL");
    await exited;
    child = null;
  };
  return { base, start, stop, kill9, pid: () => child?.pid };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let clientCounter = 0;
/** A distinct client address per call (the server trusts one proxy hop in the audit). */
export function nextClientIp(): string {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

export type Answer = { status: number; text: string; ms: number };

/** One request as a browser on the site would send it (same origin), with a session cookie or none. */
export async function call(
  base: string,
  method: string,
  url: string,
  opts: { cookie?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = { origin: base, "x-forwarded-for": nextClientIp(), ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  let body: string | undefined;
  if (opts.body !== undefined && method !== "GET" && method !== "HEAD") {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    return { status: res.status, text, ms: performance.now() - started };
  } catch (err) {
    return { status: 0, text: String((err as Error).message), ms: performance.now() - started };
  }
}

/** Signs in through the app's own endpoint and returns the cookie header to send. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "x-forwarded-for": nextClientIp() },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Runs `task` over `items` with at most `width` at a time. */
export async function pool<T, R>(items: T[], width: number, task: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await task(items[i]!, i);
      }
    }),
  );
  return out;
}
