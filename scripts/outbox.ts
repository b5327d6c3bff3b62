// `npm run outbox [-- --limit N] [--unsent] [--json]`: reads the mail outbox (vendor e-mails for
// price and sample requests) from the same database the app uses (DATABASE_URL or PGLITE_DIR).
// PGlite allows one process per data directory: while the server holds it this refuses (folder lock).
import { installDbHandle, openDb } from "../src/db/client";
import { migrateDb } from "../src/db/migrate";
import { readOutbox } from "../src/features/mail/server/outbox";

const args = process.argv.slice(2);
const limitAt = args.indexOf("--limit");
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) || 20 : 20;

// With PGlite the folder has one owner: while the server runs this refuses, naming the server's pid.
const handle = await openDb({ url: process.env.DATABASE_URL || undefined }).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
try {
  await migrateDb(handle);
  installDbHandle(handle);
  const rows = await readOutbox({ limit, unsentOnly: args.includes("--unsent") });
  if (args.includes("--json")) {
    console.log(JSON.stringify(rows, null, 2));
  } else if (rows.length === 0) {
    console.log("The outbox is empty.");
  } else {
    for (const m of rows.reverse()) {
      const state = m.sentAt
        ? `sent ${m.sentAt.toISOString()}`
        : m.failedAt
          ? `gave up ${m.failedAt.toISOString()} after ${m.attempts} attempts: ${m.lastError ?? "unknown error"}`
          : m.attempts
            ? `not sent yet, ${m.attempts} failed attempts (last: ${m.lastError ?? "unknown error"}); retrying`
            : "not sent (waiting for delivery, or no SMTP configured)";
      console.log(
        `#${m.id}  ${m.createdAt.toISOString()}  ${state}\nTo: ${m.to}\nSubject: ${m.subject}\n\n${m.body}\n${"-".repeat(60)}`,
      );
    }
  }
} finally {
  await handle.close();
}
