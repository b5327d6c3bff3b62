import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinicApprovalRules, clinicLocations } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { recordAudit } from "@/features/audit/server";
import { forbidden, notFound } from "@/lib/errors";
import { dollarsToCents, fromCents } from "@/lib/money";
import { budgetState, can } from "../rules";
import type { LocationBody, LocationUpdate, RuleBody } from "../schemas";
import { requireClinic } from "./context";
import { forgetClinicSessions } from "./kept-context";
import { monthSpentCents } from "./gate";

export async function listLocations(viewer: Viewer, now = new Date()) {
  const ctx = await requireClinic(viewer, "view_orders");
  const db = await getDb();
  const rows = await db
    .select()
    .from(clinicLocations)
    .where(eq(clinicLocations.organizationId, ctx.organizationId))
    .orderBy(asc(clinicLocations.id));
  const out = [];
  for (const r of rows) {
    const spent = await monthSpentCents(db, r.id, now);
    out.push({
      id: r.id,
      name: r.name,
      full_name: r.fullName,
      line1: r.line1,
      line2: r.line2,
      city: r.city,
      state: r.state,
      zip: r.zip,
      phone: r.phone,
      monthly_budget: r.monthlyBudgetCents === null ? null : fromCents(r.monthlyBudgetCents),
      spent_this_month: fromCents(spent),
      budget_state: budgetState(r.monthlyBudgetCents, spent),
      active: r.id === ctx.locationId,
    });
  }
  return out;
}

const budgetCents = (d: number | null | undefined) => (d === null || d === undefined ? null : dollarsToCents(d));

/** Adds a location; `readBody` runs only once the viewer may (a manager hears 403, not a form's problems). */
export async function addLocation(viewer: Viewer, readBody: () => Promise<LocationBody>) {
  const ctx = await requireClinic(viewer, "manage_locations");
  const body = await readBody();
  const db = await getDb();
  const { monthly_budget, full_name, ...rest } = body;
  const added = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clinicLocations)
      .values({
        ...rest,
        fullName: full_name,
        organizationId: ctx.organizationId,
        monthlyBudgetCents: budgetCents(monthly_budget),
      })
      .returning({ id: clinicLocations.id });
    await recordAudit(tx, viewer, {
      action: "clinic.location_added",
      targetType: "clinic_location",
      targetId: row!.id,
      after: { clinic: ctx.organizationId, ...body },
    });
    return { id: row!.id };
  });
  await forgetClinicSessions(ctx.organizationId); // a member of every location now acts for one more
  return added;
}

/** One location of the viewer's clinic; another clinic's is refused and left as it is. */
async function ownLocation(organizationId: string, id: number) {
  const db = await getDb();
  const [l] = await db.select().from(clinicLocations).where(eq(clinicLocations.id, id));
  if (!l) throw notFound("That location does not exist.");
  if (l.organizationId !== organizationId) throw forbidden("That location belongs to another clinic.");
  return l;
}

/** A location of the viewer's clinic with its address, for its page; whether the viewer may edit it. */
export async function locationDetail(viewer: Viewer, id: number) {
  const ctx = await requireClinic(viewer, "view_orders");
  const l = await ownLocation(ctx.organizationId, id);
  return {
    id: l.id,
    name: l.name,
    full_name: l.fullName,
    line1: l.line1,
    line2: l.line2,
    city: l.city,
    state: l.state,
    zip: l.zip,
    phone: l.phone,
    monthly_budget: l.monthlyBudgetCents === null ? null : fromCents(l.monthlyBudgetCents),
    can_edit_address: can(ctx.role, "manage_locations"),
    can_set_budget: can(ctx.role, "set_budgets"),
  };
}

/**
 * Changes a location: its address and name only by the owner (orders and the DEA registration are
 * addressed there), its monthly budget by owners and managers. Audited with what it was.
 */
export async function updateLocation(viewer: Viewer, id: number, body: LocationUpdate) {
  const { monthly_budget, full_name, ...address } = body;
  const touchesAddress = full_name !== undefined || Object.values(address).some((v) => v !== undefined);
  const ctx = await requireClinic(viewer, touchesAddress ? "manage_locations" : "set_budgets");
  if (monthly_budget !== undefined && !can(ctx.role, "set_budgets"))
    throw forbidden("Your clinic role does not allow this.");
  const l = await ownLocation(ctx.organizationId, id);
  const set: Partial<typeof clinicLocations.$inferInsert> = {};
  for (const [k, v] of Object.entries(address)) if (v !== undefined) Object.assign(set, { [k]: v });
  if (full_name !== undefined) set.fullName = full_name;
  if (monthly_budget !== undefined) set.monthlyBudgetCents = budgetCents(monthly_budget);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(clinicLocations).set(set).where(eq(clinicLocations.id, id));
    const before = Object.fromEntries(Object.keys(set).map((k) => [k, l[k as keyof typeof l]]));
    await recordAudit(tx, viewer, {
      action: "clinic.location_updated",
      targetType: "clinic_location",
      targetId: id,
      before,
      after: set,
    });
  });
  await forgetClinicSessions(ctx.organizationId); // the header names the location its members act for
  return { id, ...body };
}

export async function listRules(viewer: Viewer) {
  const ctx = await requireClinic(viewer, "view_orders");
  const db = await getDb();
  const rows = await db
    .select()
    .from(clinicApprovalRules)
    .where(eq(clinicApprovalRules.organizationId, ctx.organizationId))
    .orderBy(asc(clinicApprovalRules.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    location_id: r.locationId,
    amount: r.amountCents === null ? null : fromCents(r.amountCents),
    vendor_id: r.vendorId,
    category_id: r.categoryId,
    classes: r.regulatoryClasses,
  }));
}

export async function addRule(viewer: Viewer, body: RuleBody) {
  const ctx = await requireClinic(viewer, "set_budgets");
  if (body.location_id) await ownLocation(ctx.organizationId, body.location_id);
  const db = await getDb();
  const [row] = await db
    .insert(clinicApprovalRules)
    .values({
      organizationId: ctx.organizationId,
      locationId: body.location_id ?? null,
      kind: body.kind,
      amountCents: body.kind === "total_over" ? dollarsToCents(body.amount) : null,
      vendorId: body.kind === "vendor" ? body.vendor_id : null,
      categoryId: body.kind === "category" ? body.category_id : null,
      regulatoryClasses: body.kind === "regulatory" ? body.classes : null,
    })
    .returning({ id: clinicApprovalRules.id });
  return { id: row!.id };
}

export async function deleteRule(viewer: Viewer, id: number) {
  const ctx = await requireClinic(viewer, "set_budgets");
  const db = await getDb();
  const [r] = await db
    .select({ org: clinicApprovalRules.organizationId })
    .from(clinicApprovalRules)
    .where(eq(clinicApprovalRules.id, id));
  if (!r) throw notFound("That rule does not exist.");
  if (r.org !== ctx.organizationId) throw forbidden("That rule belongs to another clinic.");
  await db
    .delete(clinicApprovalRules)
    .where(and(eq(clinicApprovalRules.id, id), eq(clinicApprovalRules.organizationId, ctx.organizationId)));
  return { id };
}
