import "server-only";
import { asc, count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { user, webinarRegistrations, webinars } from "@/db/schema";
import { toCsv } from "@/lib/csv";
import { notFound } from "@/lib/errors";

/** How many people registered for each webinar. */
export async function registrationCounts(): Promise<Map<number, number>> {
  const db = await getDb();
  const rows = await db
    .select({ id: webinarRegistrations.webinarId, n: count() })
    .from(webinarRegistrations)
    .groupBy(webinarRegistrations.webinarId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Registrations for one webinar, or for the whole expo when no webinar is named; oldest first. */
export async function listRegistrations(webinarId?: number) {
  const db = await getDb();
  if (webinarId !== undefined) {
    const [w] = await db.select({ id: webinars.id }).from(webinars).where(eq(webinars.id, webinarId));
    if (!w) throw notFound(`No webinar ${webinarId}.`);
  }
  return db
    .select({
      webinar: webinars.title,
      webinarLink: webinars.link,
      startsAt: webinars.startsAt,
      email: webinarRegistrations.email,
      name: user.name,
      clinic: user.clinicName,
      state: user.state,
      registeredAt: webinarRegistrations.createdAt,
    })
    .from(webinarRegistrations)
    .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
    .leftJoin(user, eq(user.id, webinarRegistrations.userId))
    .where(webinarId === undefined ? undefined : eq(webinarRegistrations.webinarId, webinarId))
    .orderBy(asc(webinars.startsAt), asc(webinarRegistrations.createdAt), asc(webinarRegistrations.id));
}

export type RegistrationRow = Awaited<ReturnType<typeof listRegistrations>>[number];

/** The registration list as CSV; cells a spreadsheet would run as formulas are escaped. */
export function registrationsToCsv(rows: RegistrationRow[]): string {
  return toCsv(
    ["Webinar", "Webinar link", "Webinar start", "Email", "Name", "Clinic", "State", "Registered at"],
    rows.map((r) => [
      r.webinar,
      r.webinarLink,
      r.startsAt.toISOString(),
      r.email,
      r.name ?? "",
      r.clinic ?? "",
      r.state ?? "",
      r.registeredAt.toISOString(),
    ]),
  );
}

export async function registrationsCsv(webinarId?: number): Promise<string> {
  return registrationsToCsv(await listRegistrations(webinarId));
}
