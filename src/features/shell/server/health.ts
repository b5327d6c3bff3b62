import "server-only";
import { sql } from "drizzle-orm";
import { getDbHandle } from "@/db/client";

/** Round-trips one trivial query, so a health probe sees the database the app actually uses. */
export async function checkDatabase(): Promise<{ kind: "pglite" | "postgres"; ms: number }> {
  const started = performance.now();
  const { db, kind } = await getDbHandle();
  await db.execute(sql`select 1`);
  return { kind, ms: Math.round(performance.now() - started) };
}
