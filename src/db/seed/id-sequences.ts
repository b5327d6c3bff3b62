import { sql } from "drizzle-orm";
import type { Db } from "../client";

/**
 * Rows loaded with their own ids (the seed's spec ids, a test's fixtures) leave the identity sequences
 * behind them; this moves every one past its table's largest id, so the next insert without an id
 * cannot collide. The function itself lives in the database (migration 0027), which calls it too.
 */
export async function advanceIdSequences(db: Db): Promise<void> {
  await db.execute(sql`select advance_id_sequences()`);
}
