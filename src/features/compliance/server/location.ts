import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { addresses, deaRegistrations, stateLicences, user } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { parseRegulatoryClass, type ComplianceLocation, type Schedule } from "../rules";

export type BuyerLocation = ComplianceLocation & { clinic: string; shipToState: string };

/**
 * The location whose credentials count for this viewer's orders. Until clinic locations exist the
 * buying account is the location: its default ship-to address names it and gives its state, and
 * credentials are stored per account. Swapping to clinic locations changes only this function.
 * Only the newest DEA registration counts (a renewal replaces the old one).
 */
export async function complianceLocationFor(viewer: Pick<Viewer, "id">, db?: Db): Promise<BuyerLocation> {
  const h = db ?? (await getDb());
  const [[who], [home], [dea], licences] = await Promise.all([
    h.select({ clinic: user.clinicName, name: user.name }).from(user).where(eq(user.id, viewer.id)),
    h
      .select({ id: addresses.id, city: addresses.city, state: addresses.state })
      .from(addresses)
      .where(and(eq(addresses.userId, viewer.id)))
      .orderBy(desc(addresses.isDefaultShipping), addresses.id)
      .limit(1),
    h
      .select()
      .from(deaRegistrations)
      .where(eq(deaRegistrations.userId, viewer.id))
      .orderBy(desc(deaRegistrations.id))
      .limit(1),
    h.select().from(stateLicences).where(eq(stateLicences.userId, viewer.id)).orderBy(desc(stateLicences.id)),
  ]);
  const clinic = who?.clinic || who?.name || "your clinic";
  const name = home?.city ? `${clinic} - ${home.city}` : clinic;
  return {
    id: home?.id ?? 0,
    name,
    clinic,
    state: home?.state ?? "",
    shipToState: home?.state ?? "",
    dea: dea
      ? {
          number: dea.number,
          schedules: dea.schedules
            .map(parseRegulatoryClass)
            .filter((s): s is Schedule => !!s && s !== "none" && s !== "rx"),
          state: dea.state,
          verified: dea.verifiedAt !== null,
          expiresAt: dea.expiresAt,
        }
      : null,
    licences: licences.map((l) => ({
      state: l.state,
      number: l.number,
      verified: l.verifiedAt !== null,
      expiresAt: l.expiresAt,
    })),
  };
}
