import "server-only";
import { inArray } from "drizzle-orm";
import { type Db } from "@/db/client";
import { products } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { AppError } from "@/lib/errors";
import { complianceProblem, parseRegulatoryClass, type RegulatoryClass } from "../rules";
import { complianceLocationFor, type BuyerLocation } from "./location";

/** Stage "cart": adding a product, and each line of the cart listing, judged for the default ship-to state. */
export async function cartProblems(
  viewer: Viewer,
  classes: readonly string[],
  now = new Date(),
  db?: Db,
): Promise<(string | null)[]> {
  if (classes.every((c) => c === "none")) return classes.map(() => null);
  const location = await complianceLocationFor(viewer, db);
  return classes.map((c) =>
    complianceProblem({
      cls: parseRegulatoryClass(c) ?? "none",
      location,
      shipToState: location.shipToState,
      now,
      stage: "cart",
    }),
  );
}

/** Refuses adding a product the viewer's location may not buy; the message says what is missing. */
export async function assertMayAdd(viewer: Viewer, cls: string, now = new Date(), db?: Db) {
  const [problem] = await cartProblems(viewer, [cls], now, db);
  if (problem) throw new AppError("FORBIDDEN", problem);
}

export type OrderFormInput = { number?: string | null; issuedOn?: Date | null };

/**
 * Checkout's last word (stage "checkout"), inside its transaction: every line against the chosen
 * ship-to state, Schedule II with its order form, read once for all lines. `problems` maps a product
 * to the sentence that refuses it; `location` is whose credentials counted (null when nothing is regulated).
 */
export async function shipProblems(
  tx: Db,
  viewer: Viewer,
  productIds: readonly number[],
  shipToState: string,
  form: OrderFormInput,
  now = new Date(),
  locationId?: number,
): Promise<{ problems: Map<number, string>; location: BuyerLocation | null }> {
  const problems = new Map<number, string>();
  if (!productIds.length) return { problems, location: null };
  const rows = await tx
    .select({ id: products.id, name: products.name, cls: products.regulatoryClass })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  const regulated = rows.filter((r) => r.cls !== "none");
  if (!regulated.length) return { problems, location: null };
  const location = await complianceLocationFor(viewer, tx, locationId);
  for (const r of regulated) {
    const problem = complianceProblem({
      cls: (parseRegulatoryClass(r.cls) ?? "none") as RegulatoryClass,
      location,
      shipToState,
      now,
      stage: "checkout",
      orderForm: form.number ? { number: form.number, issuedAt: form.issuedOn ?? now, locationId: location.id } : null,
    });
    if (problem) problems.set(r.id, `${r.name}: ${problem}`);
  }
  return { problems, location };
}

/** The same check refusing on the first problem; returns the location for the controlled-substance record. */
export async function assertLinesMayShip(
  tx: Db,
  viewer: Viewer,
  productIds: readonly number[],
  shipToState: string,
  form: OrderFormInput,
  now = new Date(),
  locationId?: number,
) {
  const { problems, location } = await shipProblems(tx, viewer, productIds, shipToState, form, now, locationId);
  const first = productIds.map((id) => problems.get(id)).find(Boolean);
  if (first) throw new AppError("FORBIDDEN", first);
  return location;
}
