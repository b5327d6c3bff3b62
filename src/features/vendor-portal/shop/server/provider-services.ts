import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { servicePlans, services, slugRegistry } from "@/db/schema";
import { announceChange } from "@/lib/change-bus";
import { forbidden, notFound } from "@/lib/errors";
import { fromCents } from "@/lib/money";
import { can } from "../../rules";
import type { ServiceInput, ServicePatch } from "../schema";
import type { VendorContext } from "../../server/access";

/** Services and plans belong to service providers; a product vendor has none. */
export function providerIdOf(ctx: VendorContext): number {
  if (ctx.serviceProviderId === null) throw forbidden("This part of the portal is for service providers.");
  return ctx.serviceProviderId;
}

type PlanRow = typeof servicePlans.$inferSelect;
const planOut = (p: PlanRow) => ({
  id: p.id,
  name: p.name,
  type: p.type,
  fee: fromCents(p.feeCents),
  additional_fee: fromCents(p.additionalFeeCents),
  equipment_fee: fromCents(p.equipmentFeeCents),
});

export async function listProviderServices(ctx: VendorContext) {
  const providerId = providerIdOf(ctx);
  const db = await getDb();
  const rows = await db.select().from(services).where(eq(services.providerId, providerId)).orderBy(asc(services.name));
  const plans = rows.length
    ? await db
        .select()
        .from(servicePlans)
        .where(
          inArray(
            servicePlans.serviceId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(servicePlans.feeCents), asc(servicePlans.id))
    : [];
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    slug: s.slug,
    description: s.description,
    category_name: s.categoryName,
    published: s.published,
    plans: plans.filter((p) => p.serviceId === s.id).map(planOut),
  }));
}

export async function getProviderService(ctx: VendorContext, id: number) {
  const found = (await listProviderServices(ctx)).find((s) => s.id === id);
  if (!found) throw notFound("This service does not exist.");
  return found;
}

const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80) || "service";

/** /{slug} is shared with products and categories: a taken slug gets a short random tail. */
async function freeSlug(tx: Tx, name: string) {
  const base = slugify(name);
  const [taken] = await tx.select({ slug: slugRegistry.slug }).from(slugRegistry).where(eq(slugRegistry.slug, base));
  return taken ? `${base}-${randomBytes(3).toString("hex")}` : base;
}

async function writePlans(tx: Tx, serviceId: number, plans: ServiceInput["plans"]) {
  const keep = plans.flatMap((p) => (p.id ? [p.id] : []));
  const existing = await tx
    .select({ id: servicePlans.id })
    .from(servicePlans)
    .where(eq(servicePlans.serviceId, serviceId));
  const mine = new Set(existing.map((e) => e.id));
  for (const id of keep) if (!mine.has(id)) throw notFound(`Plan ${id} is not part of this service.`);
  await tx
    .delete(servicePlans)
    .where(and(eq(servicePlans.serviceId, serviceId), keep.length ? notInArray(servicePlans.id, keep) : sql`true`));
  for (const p of plans) {
    const values = {
      name: p.name,
      type: p.type,
      feeCents: p.fee,
      additionalFeeCents: p.additional_fee,
      equipmentFeeCents: p.equipment_fee,
    };
    if (p.id) await tx.update(servicePlans).set(values).where(eq(servicePlans.id, p.id));
    else await tx.insert(servicePlans).values({ serviceId, ...values });
  }
}

// fees are prices: staff may describe and publish services but not set what they cost
function refusePrices(ctx: VendorContext) {
  if (!can(ctx.role, "change_prices"))
    throw forbidden(`Your role (${ctx.role}) cannot change plan fees; ask your shop's owner.`);
}

export async function createProviderService(ctx: VendorContext, input: ServiceInput) {
  const providerId = providerIdOf(ctx);
  refusePrices(ctx);
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [{ serviceId }] = await tx
      .insert(services)
      .values({
        providerId,
        name: input.name,
        slug: await freeSlug(tx, input.name),
        description: input.description,
        categoryName: input.category_name ?? null,
        published: input.published,
      })
      .returning({ serviceId: services.id });
    await writePlans(tx, serviceId, input.plans);
    return serviceId;
  });
  await announceChange({ kind: "service", ids: [id] });
  return getProviderService(ctx, id);
}

/** Edits one of the caller's services; another provider's: 404 and nothing changed. */
export async function updateProviderService(ctx: VendorContext, id: number, patch: ServicePatch) {
  const providerId = providerIdOf(ctx);
  if (patch.plans) refusePrices(ctx);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.id, id), eq(services.providerId, providerId)))
      .for("update");
    if (!own) throw notFound("This service does not exist.");
    const set: Partial<typeof services.$inferInsert> = {};
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.description !== undefined) set.description = patch.description;
    if (patch.category_name !== undefined) set.categoryName = patch.category_name;
    if (patch.published !== undefined) set.published = patch.published;
    if (Object.keys(set).length) await tx.update(services).set(set).where(eq(services.id, id));
    if (patch.plans) await writePlans(tx, id, patch.plans);
  });
  await announceChange({ kind: "service", ids: [id] });
  return getProviderService(ctx, id);
}
