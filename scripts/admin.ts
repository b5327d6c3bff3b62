// `npm run admin -- <command> [args]`: account administration from a terminal, on the console's services
// (every change is in the audit log as the "cli" actor).
//   confirm <email> | unconfirm <email>          account confirmation (the top-bar notice)
//   deactivate <email> | activate <email>        signs the user out within a minute when deactivated
//   soft-delete <email> | restore <email>
//   list-documents [pending|approved|rejected]
//   approve-document <id> [--level N]             raises the owner's level (default by document kind)
//   reject-document <id> [--reason TEXT]        the buyer sees the reason
//   list-credentials | verify-dea <id> | verify-licence <id>   compliance credentials (until the console's queue)
// With a server running on PORT (default 3000, or ADMIN_URL) the command goes through it, since an
// embedded PGlite directory must not be opened twice; otherwise it opens the database directly.
import { openDb } from "../src/db/client";
import { migrateDb } from "../src/db/migrate";
import { runAdminCommand } from "../src/features/admin/server/cli";
import { adminToken } from "../src/features/accounts/server/admin-token";
import { adminCommandSchema } from "../src/features/admin/schemas";

const [command, first, ...rest] = process.argv.slice(2);

if (command === "list-credentials" || command === "verify-dea" || command === "verify-licence") {
  await complianceCommand(command, first);
  process.exit();
}

/** Credential verification lives with compliance: through the running server, else straight to the database. */
async function complianceCommand(cmd: string, id: string | undefined) {
  if (cmd !== "list-credentials" && !/^\d+$/.test(id ?? "")) {
    console.error(`Usage: npm run admin -- ${cmd} <id>   (ids from: npm run admin -- list-credentials)`);
    process.exit(2);
  }
  const body = { command: cmd, ...(id ? { id: Number(id) } : {}) };
  const base = process.env.ADMIN_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  let result: { success?: boolean; message: string; data?: unknown } | null = null;
  if (!process.env.DATABASE_URL) {
    const up = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) {
      const res = await fetch(`${base}/api/compliance/admin-command`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${adminToken()}` },
        body: JSON.stringify(body),
      });
      result = await res.json();
      if (!res.ok) {
        console.error(result?.message);
        process.exit(1);
      }
    }
  }
  if (!result) {
    const { installDbHandle } = await import("../src/db/client");
    const { pendingCredentials, verifyCredential } = await import("../src/features/compliance/server");
    const handle = await openDb({ url: process.env.DATABASE_URL || undefined });
    installDbHandle(handle);
    try {
      await migrateDb(handle);
      result =
        cmd === "list-credentials"
          ? { message: "pending", data: await pendingCredentials() }
          : await verifyCredential(cmd === "verify-dea" ? "dea" : "licence", Number(id));
    } catch (err) {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    } finally {
      await handle.close();
    }
  }
  if (result) console.log(result.data ? JSON.stringify(result.data, null, 2) : result.message);
}
const levelAt = rest.indexOf("--level");
const raw: Record<string, unknown> = { command };
if (command?.endsWith("-document")) raw.id = first;
else if (command === "list-documents") raw.status = first;
else raw.email = first;
if (levelAt >= 0) raw.level = rest[levelAt + 1];
const reasonAt = rest.indexOf("--reason");
if (reasonAt >= 0) raw.reason = rest[reasonAt + 1];

const parsed = adminCommandSchema.safeParse(raw);
if (!parsed.success) {
  console.error(`Usage: npm run admin -- <confirm|unconfirm|deactivate|activate|soft-delete|restore> <email>
       npm run admin -- list-documents [pending|approved|rejected]
       npm run admin -- approve-document <id> [--level N]
       npm run admin -- reject-document <id> [--reason TEXT]
       npm run admin -- mail-to <email>
${parsed.error.issues[0]?.message ?? ""}`);
  process.exit(2);
}

function print(result: { message: string; data?: unknown }) {
  console.log(result.message);
  // one tab-separated line per row: easy to read and to grep in scripts
  if (Array.isArray(result.data))
    for (const row of result.data)
      console.log(
        Object.values(row as object)
          .map(String)
          .join("\t"),
      );
}

async function viaServer(): Promise<boolean> {
  if (process.env.DATABASE_URL) return false; // Postgres takes many connections: go direct
  const base = process.env.ADMIN_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  try {
    const health = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
    if (!health.ok) return false;
  } catch {
    return false;
  }
  const res = await fetch(`${base}/api/accounts/admin-command`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${adminToken()}` },
    body: JSON.stringify(parsed.data),
  });
  const body = (await res.json().catch(() => ({
    success: false,
    message: `The server at ${base} has no admin endpoint (HTTP ${res.status}).`,
  }))) as { success: boolean; message: string; data?: unknown };
  if (!res.ok) {
    console.error(body.message);
    process.exit(1);
  }
  print(body);
  return true;
}

if (!(await viaServer())) {
  const handle = await openDb({ url: process.env.DATABASE_URL || undefined });
  try {
    await migrateDb(handle);
    print(await runAdminCommand(parsed.data));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}
