import "server-only";
import { desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { faqs, orderItems, orders } from "@/db/schema";

export type FaqHit = { question: string; answer: string };

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 3)
    .map((w) => w.replace(/(ing|ed|es|s)$/, ""));
const FILLER = new Set([
  "what",
  "does",
  "mean",
  "with",
  "your",
  "have",
  "when",
  "that",
  "this",
  "there",
  "will",
  "from",
  "they",
  "them",
]);

/** Best FAQ entries by shared keywords (site help is small: a dozen rows, read whole). */
export async function siteHelp(question: string, limit = 2): Promise<FaqHit[]> {
  const db = await getDb();
  // drafts written in the console stay out of answers until they are published
  const rows = await db
    .select({ question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.published, true))
    .orderBy(faqs.position);
  const q = new Set(words(question).filter((w) => !FILLER.has(w)));
  const scored = rows.map((r) => {
    const qWords = words(r.question).filter((w) => q.has(w)).length * 2;
    const aWords = words(r.answer).filter((w) => q.has(w)).length;
    return { ...r, score: qWords + Math.min(aWords, 3) };
  });
  const ranked = scored.filter((r) => r.score >= 2).sort((a, b) => b.score - a.score);
  // A second answer only when it is about as relevant as the first, not a loose keyword match.
  const best = ranked[0]?.score ?? 0;
  return ranked
    .filter((r) => r.score >= best * 0.8)
    .slice(0, limit)
    .map(({ question, answer }) => ({ question, answer }));
}

export type OrderSummary = {
  id: number;
  order_number: string;
  status: string;
  total_cents: number;
  created_at: string;
  tracking_number: string | null;
  items: { name: string; quantity: number }[];
};

/** The buyer's own latest orders (one query for orders, one for their items). */
export async function myOrders(userId: string, limit = 3): Promise<OrderSummary[]> {
  const db = await getDb();
  const list = await db
    .select({
      id: orders.id,
      order_number: orders.orderNumber,
      status: orders.status,
      total_cents: orders.totalCents,
      created_at: orders.createdAt,
      tracking_number: orders.trackingNumber,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (!list.length) return [];
  const items = await db
    .select({ orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        list.map((o) => o.id),
      ),
    );
  return list.map((o) => ({
    ...o,
    created_at: new Date(o.created_at).toISOString(),
    items: items.filter((i) => i.orderId === o.id).map(({ name, quantity }) => ({ name, quantity })),
  }));
}
