// Runs inside `npm run seed` (plain Node, no server runtime), so it writes rows directly
// instead of going through notify(): there is no open page to push to at seed time anyway.
import { desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../client";
import { blogs, coupons, notifications, vendorChatMessages, vendorChatThreads, vendors, webinars } from "../schema";
import { formatUsd } from "../../lib/money";

/** A few notifications and a vendor conversation for the demo buyer, so the bell is not empty on a fresh start. */
export async function seedDemoNotifications(db: Db, userId = "demo-buyer"): Promise<void> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  if ((existing?.n ?? 0) > 0) return;
  const [coupon] = await db
    .select({ code: coupons.code, value: coupons.value, kind: coupons.kind, vendor: vendors.name, slug: vendors.slug })
    .from(coupons)
    .innerJoin(vendors, eq(vendors.id, coupons.vendorId))
    .orderBy(coupons.id)
    .limit(1);
  const [webinar] = await db
    .select()
    .from(webinars)
    .where(gte(webinars.startsAt, new Date()))
    .orderBy(webinars.startsAt)
    .limit(1);
  const [blog] = await db.select().from(blogs).orderBy(desc(blogs.publishedAt)).limit(1);
  const [vendor] = await db.select().from(vendors).orderBy(vendors.id).limit(1);
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  if (vendor) {
    const [thread] = await db
      .insert(vendorChatThreads)
      .values({ userId, vendorId: vendor.id, unreadForBuyer: 1 })
      .onConflictDoNothing()
      .returning({ id: vendorChatThreads.id });
    if (thread) {
      const reply = "Thanks for reaching out! Yes, we can ship your standing order every other Tuesday.";
      await db.insert(vendorChatMessages).values([
        {
          threadId: thread.id,
          sender: "buyer",
          message: "Hi, can we set up a standing order every two weeks?",
          createdAt: minutesAgo(95),
        },
        { threadId: thread.id, sender: "vendor", message: reply, createdAt: minutesAgo(90) },
      ]);
      await db.insert(notifications).values({
        userId,
        type: "chat",
        body: vendor.name,
        message: reply,
        clickableLink: vendor.slug,
        chatThreadId: thread.id,
        createdAt: minutesAgo(90),
      });
    }
  }
  const rows: (typeof notifications.$inferInsert)[] = [];
  if (coupon) {
    const off = coupon.kind === "percent" ? `${coupon.value}% off` : `${formatUsd(coupon.value)} off`;
    rows.push({
      userId,
      type: "Coupons",
      body: `${coupon.vendor}: ${off} your next order`,
      response: coupon.code,
      clickableLink: coupon.slug,
      createdAt: minutesAgo(30),
    });
  }
  if (webinar)
    rows.push({
      userId,
      type: "Webinars",
      body: `Upcoming webinar: ${webinar.title}`,
      message: webinar.slogan,
      clickableLink: webinar.link,
      createdAt: minutesAgo(240),
    });
  if (blog)
    rows.push({
      userId,
      type: "Blogs",
      body: `New on the blog: ${blog.title}`,
      message: blog.excerpt,
      clickableLink: blog.link,
      createdAt: minutesAgo(1440),
      readAt: minutesAgo(1000),
    });
  if (rows.length) await db.insert(notifications).values(rows);
}
