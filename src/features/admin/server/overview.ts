import "server-only";
import { and, count, countDistinct, desc, eq, gte, inArray, isNotNull, ne, sql, sum } from "drizzle-orm";
import { getDb } from "@/db/client";
import { cartItems, orders, searchQueries, user } from "@/db/schema";
import { BUYER_ROLE } from "../rules";

import type { DayPoint } from "../rules";

/** The last `days` days as YYYY-MM-DD, oldest first, so days without activity still show as zero. */
function dayRange(days: number, now: Date): string[] {
  return Array.from({ length: days }, (_, i) =>
    new Date(now.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The dashboard's numbers over the last `days` days (UTC days); gross sales in dollars. */
export async function overview(days = 30, now = new Date()) {
  const db = await getDb();
  const range = dayRange(days, now);
  const since = new Date(`${range[0]}T00:00:00Z`);
  const orderDay = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const userDay = sql<string>`to_char(${user.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const searchedQuery = sql<string>`lower(trim(${searchQueries.query}))`;
  const [orderRows, buyerRows, noResults, [searchers], [converted]] = await Promise.all([
    db
      .select({ day: orderDay, n: count(), gross: sum(orders.totalCents) })
      .from(orders)
      .where(and(gte(orders.createdAt, since), ne(orders.status, "cancelled")))
      .groupBy(orderDay),
    db
      .select({ day: userDay, n: count() })
      .from(user)
      .where(and(gte(user.createdAt, since), eq(user.role, BUYER_ROLE)))
      .groupBy(userDay),
    db
      .select({ query: searchedQuery, n: count() })
      .from(searchQueries)
      .where(and(gte(searchQueries.createdAt, since), eq(searchQueries.results, 0)))
      .groupBy(searchedQuery)
      .orderBy(desc(count()), searchedQuery)
      .limit(10),
    db
      .select({ n: countDistinct(searchQueries.userId) })
      .from(searchQueries)
      .where(and(gte(searchQueries.createdAt, since), isNotNull(searchQueries.userId))),
    db
      .select({ n: countDistinct(cartItems.userId) })
      .from(cartItems)
      .where(
        inArray(
          cartItems.userId,
          db
            .selectDistinct({ id: sql<string>`${searchQueries.userId}` })
            .from(searchQueries)
            .where(and(gte(searchQueries.createdAt, since), isNotNull(searchQueries.userId))),
        ),
      ),
  ]);
  const byDay = new Map(range.map((d) => [d, { day: d, orders: 0, gross: 0, buyers: 0 } as DayPoint]));
  for (const r of orderRows) {
    const p = byDay.get(r.day);
    if (p) Object.assign(p, { orders: r.n, gross: Number(r.gross ?? 0) / 100 });
  }
  for (const r of buyerRows) {
    const p = byDay.get(r.day);
    if (p) p.buyers = r.n;
  }
  return {
    series: [...byDay.values()],
    noResults: noResults.map((r) => ({ query: r.query, count: r.n })),
    searchToCart: { searchers: searchers?.n ?? 0, withCart: converted?.n ?? 0 },
  };
}
export type Overview = Awaited<ReturnType<typeof overview>>;
