import "server-only";
import { and, eq, gt, inArray, isNotNull, lte } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { clinicLocations, inventoryExpiryAlerts, inventoryStock, member, products, user } from "@/db/schema";
import { locationsFor } from "@/features/clinic/server";
import { defineJob, defineSchedule } from "@/features/jobs/server";
import { sendMail } from "@/features/mail/server";
import { notify } from "@/features/notifications/server";
import { daysToExpiry, EXPIRY_THRESHOLDS, thresholdsDue } from "../rules";

/** Every member who acts for the location (their assignments, or every location when they have none). */
export async function locationMembers(tx: Tx, locationId: number) {
  const [loc] = await tx
    .select({ org: clinicLocations.organizationId })
    .from(clinicLocations)
    .where(eq(clinicLocations.id, locationId));
  if (!loc) return [];
  const rows = await tx
    .select({ memberId: member.id, role: member.role, userId: user.id, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, loc.org));
  const out: typeof rows = [];
  for (const r of rows)
    if ((await locationsFor(tx, { organizationId: loc.org, ...r })).some((l) => l.id === locationId)) out.push(r);
  return out;
}

/**
 * Tells the location's members of each lot that has come within 90, 60 or 30 days of its expiry,
 * once per threshold (a lot already within 60 hears of 60 only, and 90 is kept as told). The alert
 * rows are the claim: a second run, or a second worker, inserts nothing and tells no one. Joins the
 * caller's transaction; the notifications are pushed and the mail sent after it commits.
 */
export async function raiseExpiryAlerts(tx: Tx, now: Date, stockIds?: number[]) {
  if (stockIds && !stockIds.length) return 0;
  // only lots inside the widest threshold are read (the printed expiry sorts as text: a month-only "2027-01"
  // sorts before any day of that month, so the prefilter keeps every lot it must)
  const horizon = new Date(now.getTime() + (EXPIRY_THRESHOLDS[0] + 2) * 86_400_000).toISOString().slice(0, 10);
  const lots = await tx
    .select({
      id: inventoryStock.id,
      locationId: inventoryStock.locationId,
      location: clinicLocations.name,
      lot: inventoryStock.lot,
      expiry: inventoryStock.expiry,
      quantity: inventoryStock.quantity,
      product: products.name,
    })
    .from(inventoryStock)
    .innerJoin(products, eq(products.id, inventoryStock.productId))
    .innerJoin(clinicLocations, eq(clinicLocations.id, inventoryStock.locationId))
    .where(
      and(
        gt(inventoryStock.quantity, 0),
        isNotNull(inventoryStock.expiry),
        lte(inventoryStock.expiry, horizon),
        stockIds ? inArray(inventoryStock.id, stockIds) : undefined,
      ),
    );
  if (!lots.length) return 0;
  // what each lot was already told, and each location's members, read once for the whole pass
  const sentRows = await tx
    .select({ stockId: inventoryExpiryAlerts.stockId, t: inventoryExpiryAlerts.thresholdDays })
    .from(inventoryExpiryAlerts)
    .where(
      inArray(
        inventoryExpiryAlerts.stockId,
        lots.map((l) => l.id),
      ),
    );
  const sent = new Map<number, number[]>();
  for (const r of sentRows) sent.set(r.stockId, [...(sent.get(r.stockId) ?? []), r.t]);
  const membersOf = new Map<number, Awaited<ReturnType<typeof locationMembers>>>();
  let told = 0;
  for (const lot of lots) {
    const due = thresholdsDue(daysToExpiry(lot.expiry, now), sent.get(lot.id) ?? []);
    if (due.notify === null) continue;
    const claimed = await tx
      .insert(inventoryExpiryAlerts)
      .values(due.record.map((t) => ({ stockId: lot.id, thresholdDays: t, at: now })))
      .onConflictDoNothing()
      .returning({ t: inventoryExpiryAlerts.thresholdDays });
    if (!claimed.some((c) => c.t === due.notify)) continue;
    const lotName = lot.lot ? `lot ${lot.lot}` : "a lot without a number";
    // the list cuts a notification short: what and when comes first
    const body =
      `Expires within ${due.notify} days: ${lot.product}, ${lotName} (${lot.quantity} on hand at ${lot.location}), ` +
      `on ${lot.expiry}. Use it first, move it to where it will be used, or record it as wasted once expired.`;
    const link = `/clinic/inventory?location_id=${lot.locationId}&filter=expiring`;
    if (!membersOf.has(lot.locationId)) membersOf.set(lot.locationId, await locationMembers(tx, lot.locationId));
    for (const to of membersOf.get(lot.locationId)!) {
      await notify(tx, {
        userId: to.userId,
        type: "order",
        body,
        message: `expires within ${due.notify} days`,
        clickableLink: link,
      });
      await sendMail(tx, {
        to: to.email,
        subject: `${lot.product} (${lotName}) expires within ${due.notify} days`,
        body: `${body}\n\nOpen ${link}`,
      });
    }
    told++;
  }
  return told;
}

/** The daily pass over every lot on hand: each threshold once per lot and location. */
export async function runExpiryAlerts(now = new Date()) {
  const db = await getDb();
  return db.transaction((tx) => raiseExpiryAlerts(tx, now));
}

export const expiryAlertJob = defineJob<{ at?: string }>({
  name: "inventory-expiry-alerts",
  retryLimit: 2,
  handler: async ({ at }) => void (await runExpiryAlerts(at ? new Date(at) : new Date())),
});
defineSchedule(expiryAlertJob, "10 6 * * *", {});
