import "server-only";
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { forgetSessions } from "@/features/accounts/server";
import { getDb } from "@/db/client";
import { addresses, coinLedger, documents, orders, priceRequests, products, sampleRequests, user } from "@/db/schema";
import { badRequest, notFound } from "@/lib/errors";
import { BUYER_PATCH, coinAdjustProblem, BUYER_ROLE, type BuyerAction } from "../rules";
import { LIST_PAGE_SIZE, pageOffset } from "@/lib/paging";
import { recordAudit } from "./audit";
import type { Actor } from "./guard";

export type BuyerStatusFilter = "unconfirmed" | "confirmed" | "deactivated" | "deleted";
export type BuyerFilters = {
  status?: BuyerStatusFilter;
  q?: string;
  level?: number;
  state?: string;
  createdFrom?: string;
  createdTo?: string;
  page?: number;
};

export type BuyerRow = {
  id: string;
  email: string;
  name: string;
  clinic: string | null;
  confirmed: boolean;
  level: number;
  state: string | null;
  active: boolean;
  deleted: boolean;
  coins: number;
  createdAt: string;
};

const STATUS_WHERE: Record<BuyerStatusFilter, SQL> = {
  unconfirmed: eq(user.confirmed, 0),
  confirmed: eq(user.confirmed, 1),
  deactivated: eq(user.active, false),
  deleted: eq(user.softDelete, true),
};

export async function listBuyers(f: BuyerFilters): Promise<{ data: BuyerRow[]; total: number }> {
  const db = await getDb();
  // operators are not buyers; everyone else (customers, sales reps) is listed
  const where: SQL[] = [eq(user.role, BUYER_ROLE)];
  if (f.status) where.push(STATUS_WHERE[f.status]);
  if (f.level) where.push(eq(user.level, f.level));
  if (f.state) where.push(ilike(user.state, f.state));
  if (f.createdFrom) where.push(gte(user.createdAt, new Date(`${f.createdFrom}T00:00:00Z`)));
  if (f.createdTo)
    where.push(lt(user.createdAt, new Date(new Date(`${f.createdTo}T00:00:00Z`).getTime() + 86_400_000)));
  if (f.q) {
    const like = `%${f.q.replace(/[%_\\]/g, "\\$&")}%`;
    where.push(or(ilike(user.email, like), ilike(user.name, like), ilike(user.clinicName, like))!);
  }
  const cond = and(...where);
  const [rows, [tot]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(cond)
      .orderBy(desc(user.createdAt), user.id)
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(f.page)),
    db.select({ n: count() }).from(user).where(cond),
  ]);
  return { total: tot?.n ?? 0, data: rows.map(toRow) };
}

function toRow(u: typeof user.$inferSelect): BuyerRow {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    clinic: u.clinicName,
    confirmed: u.confirmed === 1,
    level: u.level,
    state: u.state,
    active: u.active,
    deleted: u.softDelete,
    coins: u.coins,
    createdAt: u.createdAt.toISOString(),
  };
}

/** Everything the buyer page shows, read in parallel. */
export async function getBuyer(id: string) {
  const db = await getDb();
  const [u] = await db.select().from(user).where(eq(user.id, id)).limit(1);
  if (!u || u.role !== BUYER_ROLE) throw notFound("No buyer with that id.");
  const [addr, ords, prices, samples, docs, coins] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.userId, id)),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt))
      .limit(50),
    db
      .select({
        id: priceRequests.id,
        product: products.name,
        status: priceRequests.status,
        at: priceRequests.createdAt,
      })
      .from(priceRequests)
      .innerJoin(products, eq(products.id, priceRequests.productId))
      .where(eq(priceRequests.userId, id))
      .orderBy(desc(priceRequests.createdAt))
      .limit(50),
    db
      .select({
        id: sampleRequests.id,
        product: products.name,
        status: sampleRequests.status,
        at: sampleRequests.createdAt,
      })
      .from(sampleRequests)
      .innerJoin(products, eq(products.id, sampleRequests.productId))
      .where(eq(sampleRequests.userId, id))
      .orderBy(desc(sampleRequests.createdAt))
      .limit(50),
    db.select().from(documents).where(eq(documents.userId, id)).orderBy(desc(documents.id)),
    db.select().from(coinLedger).where(eq(coinLedger.userId, id)).orderBy(desc(coinLedger.id)).limit(50),
  ]);
  return {
    profile: { ...toRow(u), firstName: u.firstName, lastName: u.lastName, position: u.position, country: u.country },
    addresses: addr,
    orders: ords,
    requests: [
      ...prices.map((r) => ({ ...r, kind: "price" as const })),
      ...samples.map((r) => ({ ...r, kind: "sample" as const })),
    ].sort((a, b) => b.at.getTime() - a.at.getTime()),
    documents: docs,
    coins: coins,
  };
}
export type BuyerDetail = Awaited<ReturnType<typeof getBuyer>>;

type Who = { id: string } | { email: string };
const whoWhere = (who: Who) =>
  "id" in who ? eq(user.id, who.id) : eq(sql`lower(${user.email})`, who.email.toLowerCase());
const whoText = (who: Who) => ("id" in who ? who.id : who.email);

/**
 * Confirm, deactivate, soft-delete, restore (and their opposites). A deactivated or deleted
 * buyer's next request finds no viewer and the status check signs them out within a minute.
 */
export async function setBuyerStatus(actor: Actor, who: Who, action: BuyerAction): Promise<BuyerRow> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [u] = await tx.select().from(user).where(whoWhere(who)).for("update");
    if (!u || u.role !== BUYER_ROLE) throw notFound(`No buyer ${whoText(who)}.`);
    const patch = BUYER_PATCH[action];
    const [after] = await tx
      .update(user)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(user.id, u.id))
      .returning();
    const pick = (r: typeof u) => ({ confirmed: r.confirmed, active: r.active, softDelete: r.softDelete });
    await recordAudit(tx, actor, {
      action: `buyer.${action}`,
      targetType: "user",
      targetId: u.id,
      before: pick(u),
      after: pick(after!),
    });
    return toRow(after!);
  });
  // a deactivated or deleted buyer's next request, on any instance, reads the account afresh
  forgetSessions({ users: [row.id] });
  return row;
}

/** Coins in or out with a reason; the ledger row, the balance and the audit entry commit together. */
export async function adjustCoins(actor: Actor, id: string, delta: number, reason: string): Promise<BuyerRow> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [u] = await tx.select().from(user).where(eq(user.id, id)).for("update");
    if (!u || u.role !== BUYER_ROLE) throw notFound(`No buyer ${id}.`);
    const problem = coinAdjustProblem(u.coins, delta, reason);
    if (problem) throw badRequest(problem);
    await tx.insert(coinLedger).values({ userId: id, amount: delta, reason: `Operator: ${reason.trim()}` });
    const [after] = await tx
      .update(user)
      .set({ coins: sql`${user.coins} + ${delta}`, updatedAt: new Date() })
      .where(eq(user.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: "buyer.coins",
      targetType: "user",
      targetId: id,
      before: { coins: u.coins },
      after: { coins: after!.coins, delta, reason: reason.trim() },
    });
    return toRow(after!);
  });
  forgetSessions({ users: [id] });
  return row;
}
