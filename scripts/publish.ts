// `npm run publish -- <kind> [options]`: announce a coupon, webinar or blog to every buyer (or one),
// or send a vendor chat reply. Talks to the running app, so the notification is stored by the
// server that owns the database and pushed live to open pages (through Redis to every instance).
import { publishToken } from "../src/features/notifications/publish-token";

const USAGE = `Usage:
  npm run publish -- coupon  [--code CODE] [--user ID|EMAIL]
  npm run publish -- webinar [--link LINK] [--user ID|EMAIL]
  npm run publish -- blog    [--link LINK] [--user ID|EMAIL]
  npm run publish -- chat-reply --user ID|EMAIL --vendor SLUG|ID --message TEXT
Options:
  --url URL   the running app (default $APP_URL or http://127.0.0.1:$PORT, port 3000)
Without --user a coupon, webinar or blog goes to every buyer. Without --code/--link the newest
coupon, the next webinar or the newest blog is used. The app's secret (BETTER_AUTH_SECRET or
SECRET_FILE, default data/auth-secret) authorizes the call.`;

function parse(argv: string[]): { kind?: string; opts: Record<string, string> } {
  const [kind, ...rest] = argv;
  const opts: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const key = rest[i]!;
    if (!key.startsWith("--")) throw new Error(`Unexpected argument ${key}`);
    const value = rest[i + 1];
    if (value === undefined || value.startsWith("--")) throw new Error(`${key} needs a value`);
    opts[key.slice(2)] = value;
    i++;
  }
  return { kind, opts };
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parse(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message + "\n\n" + USAGE);
    return 2;
  }
  const { kind, opts } = parsed;
  if (!kind || kind === "--help" || kind === "help" || !["coupon", "webinar", "blog", "chat-reply"].includes(kind)) {
    console.error(USAGE);
    return kind && kind !== "--help" && kind !== "help" ? 2 : 0;
  }
  const token = publishToken();
  if (!token) {
    console.error(
      "No app secret found: start the app once (it creates data/auth-secret) or set BETTER_AUTH_SECRET / SECRET_FILE.",
    );
    return 1;
  }
  const base = (opts.url ?? process.env.APP_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/$/, "");
  const { url: _url, ...fields } = opts;
  void _url;
  const res = await fetch(`${base}/api/internal/publish`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ kind, ...fields }),
  }).catch((err: Error) => {
    console.error(`Could not reach ${base}: ${err.message}`);
    return null;
  });
  if (!res) return 1;
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || !body.success) {
    console.error(`Failed (${res.status}): ${String(body.message ?? "unknown error")}`);
    return 1;
  }
  console.log(
    kind === "chat-reply"
      ? `Reply sent (message ${(body.message as { id: number }).id}).`
      : `Published to ${String(body.recipients)} recipient(s).`,
  );
  return 0;
}

process.exit(await main());
