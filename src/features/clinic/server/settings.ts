import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { organization } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { recordAudit } from "@/features/audit/server";
import { notFound } from "@/lib/errors";
import type { SettingsBody } from "../schemas";
import { requireClinic } from "./context";
import { forgetClinicSessions } from "./kept-context";

/**
 * The owner's clinic-wide switches: self-approval, and whether orders may ship to members' own
 * saved addresses (the door still ships controlled lines only to the location). Audited, since
 * both loosen who decides where the clinic's money and goods go.
 */
export async function setClinicSettings(viewer: Viewer, body: SettingsBody) {
  const ctx = await requireClinic(viewer, "manage_locations");
  const db = await getDb();
  const after = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ self_approval: organization.selfApproval, ship_to_other_addresses: organization.shipToOtherAddresses })
      .from(organization)
      .where(eq(organization.id, ctx.organizationId))
      .for("update");
    if (!before) throw notFound("That clinic no longer exists.");
    const after = {
      self_approval: body.self_approval ?? before.self_approval,
      ship_to_other_addresses: body.ship_to_other_addresses ?? before.ship_to_other_addresses,
    };
    await tx
      .update(organization)
      .set({ selfApproval: after.self_approval, shipToOtherAddresses: after.ship_to_other_addresses })
      .where(eq(organization.id, ctx.organizationId));
    await recordAudit(tx, viewer, {
      action: "clinic.settings_updated",
      targetType: "organization",
      targetId: ctx.organizationId,
      before,
      after,
    });
    return after;
  });
  await forgetClinicSessions(ctx.organizationId); // every member's session reads the clinic again
  return after;
}
