import "server-only";
import type { Bound } from "@/db/prepared";
import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { scalar, selectValues } from "@/db/json";
import { notifications as n, vendorChatThreads, vendors } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { PAGE_SIZE, type NotificationItem, type NotificationType } from "../rules";

const iso = (d: string | Date) => new Date(d).toISOString();

function toItem(r: Row): NotificationItem {
  return {
    id: r.id,
    time: iso(r.created_at),
    type: r.type,
    body: r.body,
    channel: r.channel,
    message: r.message,
    order_id: r.order_id,
    response: r.response,
    alert_type: r.alert_type,
    clickable_link: r.clickable_link,
    read: r.read_at !== null,
    chatmessages:
      r.type === "chat"
        ? {
            created_at: iso(r.created_at),
            message: r.message ?? "",
            vendor_details: {
              name: r.vendor_name ?? r.body,
              // a link to a page of ours (an answered request) is not a vendor's slug
              slug: r.vendor_slug ?? (r.clickable_link?.startsWith("/") ? "" : (r.clickable_link ?? "")),
            },
          }
        : null,
  };
}

/** Sales reps never see order notifications (SPEC §6), neither in the list nor in the count. */
function visibleTo(viewer: { id: Bound<string>; isSalesRep: boolean }): SQL {
  const mine = eq(n.userId, viewer.id);
  return viewer.isSalesRep ? and(mine, ne(n.type, "order"))! : mine;
}

export async function unreadCount(viewer: Viewer): Promise<number> {
  const db = await getDb();
  return (await selectValues(db, { n: unreadCountSql(viewer) })).n;
}

/** The unread count as SQL, for a caller that reads it in one statement with the buyer's other values. */
export function unreadCountSql(viewer: { id: Bound<string>; isSalesRep: boolean }): SQL<number> {
  return scalar<number>(sql`select count(*)::int from ${n} where ${and(visibleTo(viewer), isNull(n.readAt))}`);
}

const selectPage = (db: Db, where: SQL | undefined, page: number) =>
  db
    .select({
      id: n.id,
      type: sql<NotificationType>`${n.type}`,
      body: n.body,
      channel: n.channel,
      message: n.message,
      order_id: n.orderId,
      response: n.response,
      alert_type: sql<"success" | "error">`${n.alertType}`,
      clickable_link: n.clickableLink,
      read_at: n.readAt,
      created_at: n.createdAt,
      vendor_name: vendors.name,
      vendor_slug: vendors.slug,
    })
    .from(n)
    .leftJoin(vendorChatThreads, eq(vendorChatThreads.id, n.chatThreadId))
    .leftJoin(vendors, eq(vendors.id, vendorChatThreads.vendorId))
    .where(where)
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
type Row = Awaited<ReturnType<typeof selectPage>>[number];

/** SPEC §7 list: 20 a page, newest first; `count` is the unread badge of the bell. */
export async function listNotifications(viewer: Viewer, opts: { page: number; type?: string }) {
  const db = await getDb();
  const ofType = opts.type ? eq(n.type, opts.type) : undefined;
  const [counts] = await db
    .select({
      total: sql<number>`count(*) filter (where ${ofType ?? sql`true`})::int`,
      unread: sql<number>`count(*) filter (where ${isNull(n.readAt)})::int`,
    })
    .from(n)
    .where(visibleTo(viewer));
  const rows = await selectPage(db, and(visibleTo(viewer), ofType), opts.page);
  const total = counts?.total ?? 0;
  return {
    success: true,
    notifications: {
      data: rows.map(toItem),
      total,
      current_page: opts.page,
      per_page: PAGE_SIZE,
      last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    },
    count: counts?.unread ?? 0,
  };
}

export async function markRead(viewer: Viewer, ids: number[]): Promise<{ success: true; count: number }> {
  const db = await getDb();
  await db
    .update(n)
    .set({ readAt: sql`now()` })
    .where(and(eq(n.userId, viewer.id), isNull(n.readAt), inArray(n.id, ids)));
  return { success: true, count: await unreadCount(viewer) };
}

export async function markAllRead(viewer: Viewer): Promise<{ success: true; count: number }> {
  const db = await getDb();
  await db
    .update(n)
    .set({ readAt: sql`now()` })
    .where(and(visibleTo(viewer), isNull(n.readAt)));
  return { success: true, count: 0 };
}
