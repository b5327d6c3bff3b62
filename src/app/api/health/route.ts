import { sql } from "drizzle-orm";
import { getDbHandle } from "@/db/client";
import { json } from "@/lib/http";

export const dynamic = "force-dynamic";

export async function GET() {
  const started = performance.now();
  try {
    const { db, kind } = await getDbHandle();
    await db.execute(sql`select 1`);
    return json({ success: true, database: { kind, reachable: true, ms: Math.round(performance.now() - started) } });
  } catch (err) {
    console.error("[health] database unreachable", err);
    return json({ success: false, database: { reachable: false } }, { status: 503 });
  }
}
