// npm run orders -- <order number or id> <status> [--tracking NUMBER] [--note TEXT] [--server URL]
// Moves an order through placed → confirmed → shipped (needs --tracking) → delivered, or cancelled;
// the buyer gets an order notification for each change.
//   Without --server it opens the database itself (DATABASE_URL, else PGLITE_DIR / data/pglite) —
//   only while no server holds that PGlite directory. With --server it asks the running app,
//   signing the call with a token derived from that app's secret (SECRET_FILE or BETTER_AUTH_SECRET).
import { openDb, installDbHandle } from "../src/db/client";
import { migrateDb } from "../src/db/migrate";
import { advanceOrderStatus } from "../src/features/orders/server/lifecycle";
import { opsToken } from "../src/features/orders/ops-token";

const USAGE =
  "usage: npm run orders -- <order-number|id> <placed|confirmed|shipped|delivered|cancelled> [--tracking NUMBER] [--note TEXT] [--server URL]";

function parse(argv: string[]) {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith("--")) flags[a.slice(2)] = argv[++i] ?? "";
    else positional.push(a);
  }
  return { order: positional[0], status: positional[1], ...flags } as {
    order?: string;
    status?: string;
    tracking?: string;
    note?: string;
    server?: string;
  };
}

async function main() {
  const args = parse(process.argv.slice(2));
  if (!args.order || !args.status) {
    console.error(USAGE);
    process.exit(2);
  }
  if (args.server) {
    const token = opsToken();
    if (!token) throw new Error("No secret found: set SECRET_FILE (or BETTER_AUTH_SECRET) to the server's.");
    const res = await fetch(new URL("/api/ops/order-status", args.server), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ order: args.order, status: args.status, tracking: args.tracking, note: args.note }),
    });
    const body = await res.json();
    console.log(JSON.stringify(body, null, 2));
    process.exit(res.ok ? 0 : 1);
  }
  const handle = await openDb({ url: process.env.DATABASE_URL || undefined });
  await migrateDb(handle);
  installDbHandle(handle);
  const byId = /^\d+$/.test(args.order);
  try {
    const out = await advanceOrderStatus({
      orderId: byId ? Number(args.order) : undefined,
      orderNumber: byId ? undefined : args.order,
      status: args.status,
      trackingNumber: args.tracking,
      note: args.note,
    });
    console.log(JSON.stringify(out, null, 2));
  } catch (err) {
    console.error((err as Error).message);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

void main();
