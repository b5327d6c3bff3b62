import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import type { Viewer } from "@/features/accounts/server";
import { PAGE_SIZE, type NotificationItem, type NotificationType } from "../rules";

type Row = {
  id: number;
  type: NotificationType;
  body: string;
  channel: string | null;
  message: string | null;
  order_id: number | null;
  response: string | null;
  alert_type: "success" | "error";
  clickable_link: string | null;
  read_at: string | Date | null;
  created_at: string | Date;
  vendor_name: string | null;
  vendor_slug: string | null;
};

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
            vendor_details: { name: r.vendor_name ?? r.body, slug: r.vendor_slug ?? r.clickable_link ?? "" },
          }
        : null,
  };
}

/** Sales reps never see order notifications (SPEC §6), neither in the list nor in the count. */
function visibleTo(viewer: Viewer): SQL {
  return viewer.isSalesRep ? sql`n.user_id = ${viewer.id} and n.type <> 'order'` : sql`n.user_id = ${viewer.id}`;
}

export async function unreadCount(viewer: Viewer): Promise<number> {
  const db = await getDb();
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications n where ${visibleTo(viewer)} and n.read_at is null`,
  );
  return row?.n ?? 0;
}

/** SPEC §7 list: 20 a page, newest first; `count` is the unread badge of the bell. */
export async function listNotifications(viewer: Viewer, opts: { page: number; type?: string }) {
  const db = await getDb();
  const where = opts.type ? sql`${visibleTo(viewer)} and n.type = ${opts.type}` : visibleTo(viewer);
  const [counts] = await queryRows<{ total: number; unread: number }>(
    db,
    sql`
    select count(*) filter (where ${opts.type ? sql`n.type = ${opts.type}` : sql`true`})::int as total,
           count(*) filter (where n.read_at is null)::int as unread
    from notifications n where ${visibleTo(viewer)}`,
  );
  const rows = await queryRows<Row>(
    db,
    sql`
    select n.id, n.type, n.body, n.channel, n.message, n.order_id, n.response, n.alert_type, n.clickable_link, n.read_at, n.created_at,
      v.name as vendor_name, v.slug as vendor_slug
    from notifications n
    left join vendor_chat_threads t on t.id = n.chat_thread_id
    left join vendors v on v.id = t.vendor_id
    where ${where}
    order by n.created_at desc, n.id desc
    limit ${PAGE_SIZE} offset ${(opts.page - 1) * PAGE_SIZE}`,
  );
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
  await db.execute(sql`update notifications n set read_at = now()
    where n.user_id = ${viewer.id} and n.read_at is null and n.id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`);
  return { success: true, count: await unreadCount(viewer) };
}

export async function markAllRead(viewer: Viewer): Promise<{ success: true; count: number }> {
  const db = await getDb();
  await db.execute(sql`update notifications n set read_at = now() where ${visibleTo(viewer)} and n.read_at is null`);
  return { success: true, count: 0 };
}
