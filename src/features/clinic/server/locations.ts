import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinicApprovalRules, clinicLocations } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { forbidden, notFound } from "@/lib/errors";
import { dollarsToCents, fromCents } from "@/lib/money";
import { budgetState } from "../rules";
import type { LocationBody, RuleBody } from "../schemas";
import { requireClinic } from "./context";
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

export async function addLocation(viewer: Viewer, body: LocationBody) {
  const ctx = await requireClinic(viewer, "manage_locations");
  const db = await getDb();
  const { monthly_budget, full_name, ...rest } = body;
  const [row] = await db
    .insert(clinicLocations)
    .values({
      ...rest,
      fullName: full_name,
      organizationId: ctx.organizationId,
      monthlyBudgetCents: budgetCents(monthly_budget),
    })
    .returning({ id: clinicLocations.id });
  return { id: row!.id };
}

async function ownLocation(organizationId: string, id: number) {
  const db = await getDb();
  const [l] = await db
    .select({ org: clinicLocations.organizationId })
    .from(clinicLocations)
    .where(eq(clinicLocations.id, id));
  if (!l) throw notFound("That location does not exist.");
  if (l.org !== organizationId) throw forbidden("That location belongs to another clinic.");
}

/** Managers set budgets; owners may also edit the address. */
export async function setLocationBudget(viewer: Viewer, id: number, monthlyBudget: number | null) {
  const ctx = await requireClinic(viewer, "set_budgets");
  await ownLocation(ctx.organizationId, id);
  const db = await getDb();
  await db
    .update(clinicLocations)
    .set({ monthlyBudgetCents: budgetCents(monthlyBudget) })
    .where(eq(clinicLocations.id, id));
  return { id, monthly_budget: monthlyBudget };
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
