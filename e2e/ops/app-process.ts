// Instances of the built app started by an end-to-end spec of its own (observability, the
// deployment behind nginx): seeded, listening on a port of the spec's choosing, their output kept.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";

const node = process.execPath;

export type AppProcess = {
  base: string;
  output: string[];
  proc: ChildProcess;
  /** SIGTERM, then waits for the exit (the server drains its requests first). */
  stop(): Promise<void>;
};

/** The demo catalog and accounts (no history), into a PGlite folder or a Postgres database. */
export function seed(env: Record<string, string>, products = 300): void {
  if (env.PGLITE_DIR) rmSync(env.PGLITE_DIR, { recursive: true, force: true });
  const r = spawnSync(
    node,
    [
      "node_modules/tsx/dist/cli.mjs",
      "--import",
      "./scripts/server-only-off.mjs",
      "scripts/seed.ts",
      "--products",
      String(products),
      "--no-history",
    ],
    { env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit"] },
  );
  if (r.status !== 0) throw new Error(`the seed failed with exit code ${r.status}`);
}

export async function startApp(port: number, env: Record<string, string>): Promise<AppProcess> {
  const base = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const proc = spawn(node, ["dist/server/serve.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      AUTH_RATE_LIMIT: "off",
      BETTER_AUTH_URL: base,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [proc.stdout!, proc.stderr!]) stream.on("data", (d: Buffer) => output.push(d.toString("utf8")));
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  const until = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the app on ${port} exited:\n${output.join("")}`);
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > until) throw new Error(`the app on ${port} did not answer:\n${output.join("")}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    base,
    output,
    proc,
    async stop() {
      if (proc.exitCode === null) proc.kill("SIGTERM");
      await exited;
    },
  };
}

/** The JSON lines an app printed (its logs), parsed; other lines are left out. */
export function logLines(output: string[]): Record<string, unknown>[] {
  return output
    .join("")
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .flatMap((l) => {
      try {
        return [JSON.parse(l) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

type CallOpts = { cookie?: string; body?: unknown; headers?: Record<string, string> };

export async function call(base: string, method: string, path: string, opts: CallOpts = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: base,
      ...(opts.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...opts.headers,
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    redirect: "manual",
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

/** Signs in by e-mail and password; the session cookie(s) to send. `origin`: the public URL, when not `base`. */
export async function signIn(base: string, email: string, password: string, origin = base): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Puts a product the buyer may order into the cart, found through the public search and product view. */
export async function addSomethingToCart(
  base: string,
  cookie: string,
  origin = base,
  words = ["gauze", "glove", "syringe", "bandage"],
) {
  for (const word of words) {
    const found = await call(base, "GET", `/api/search?search_input=${word}`, { cookie });
    const hits = (found.json().data ?? []) as { slug?: string; product_type?: string; type?: string }[];
    for (const h of hits) {
      if (!h.slug || h.product_type === "service" || h.type !== "simple") continue;
      const view = await call(base, "GET", `/api/product-view/${h.slug}`, { cookie });
      const product = (view.status === 200 ? view.json().data : null) as { id?: number; vendor_id?: number } | null;
      if (!product?.id || !product.vendor_id) continue;
      const add = await call(base, "POST", "/api/add-cart-app", {
        cookie,
        headers: { origin },
        body: { type: "product", product_id: product.id, vendor_id: product.vendor_id, quantity: 1 },
      });
      if (add.status === 200) return { productId: product.id, vendorId: product.vendor_id };
    }
  }
  throw new Error("no product could be added to the cart");
}
