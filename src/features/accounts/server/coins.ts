import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { coinLedger, user } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { rewardDay, SIGNIN_REWARD_COINS } from "../rules";
import { forgetSessions } from "./session-cache";

export type CoinReward = { success: true; coins: number; new_coins: number };

/**
 * The day's sign-in reward. The ledger row and the balance change commit together, and the
 * unique (user_id, reward_day) index turns a second concurrent sign-in into a no-op.
 */
export async function rewardSignIn(userId: string, now = new Date()): Promise<CoinReward> {
  const db = await getDb();
  const reward = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(coinLedger)
      .values({ userId, amount: SIGNIN_REWARD_COINS, reason: "Daily sign-in reward", rewardDay: rewardDay(now) })
      .onConflictDoNothing({ target: [coinLedger.userId, coinLedger.rewardDay] })
      .returning({ id: coinLedger.id });
    const added = inserted.length > 0 ? SIGNIN_REWARD_COINS : 0;
    const [row] = added
      ? await tx
          .update(user)
          .set({ coins: sql`${user.coins} + ${added}` })
          .where(eq(user.id, userId))
          .returning({ coins: user.coins })
      : await tx.select({ coins: user.coins }).from(user).where(eq(user.id, userId));
    if (!row) throw notFound("User not found.");
    return { success: true as const, coins: row.coins, new_coins: added };
  });
  if (reward.new_coins) forgetSessions({ users: [userId] }); // the header's balance is the viewer's
  return reward;
}

export type CoinEntry = { id: number; amount: number; reason: string; createdAt: string };

export async function coinHistory(userId: string, limit = 100): Promise<CoinEntry[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: coinLedger.id,
      amount: coinLedger.amount,
      reason: coinLedger.reason,
      createdAt: coinLedger.createdAt,
    })
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId))
    .orderBy(desc(coinLedger.createdAt), desc(coinLedger.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
