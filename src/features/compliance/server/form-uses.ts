import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { orderFormUses } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { FORM_ALREADY_USED, orderFormKey } from "../rules";

/**
 * Uses a DEA 222 / CSOS form number once, ever: inside the placing transaction, so a refused or
 * rolled-back order leaves the form unused, and the primary key decides between two at once.
 */
export async function consumeOrderForm(
  tx: Tx,
  input: { number: string; locationId: number; checkoutId: number },
): Promise<void> {
  const formKey = orderFormKey(input.number);
  const [used] = await tx
    .insert(orderFormUses)
    .values({ formKey, locationId: input.locationId, checkoutId: input.checkoutId })
    .onConflictDoNothing()
    .returning({ formKey: orderFormUses.formKey });
  if (!used) throw new AppError("CONFLICT", FORM_ALREADY_USED);
}

/** Refuses a form number already used, before an order is held for approval with it. */
export async function assertOrderFormUnused(tx: Tx, number: string): Promise<void> {
  const [used] = await tx
    .select({ formKey: orderFormUses.formKey })
    .from(orderFormUses)
    .where(eq(orderFormUses.formKey, orderFormKey(number)));
  if (used) throw new AppError("CONFLICT", FORM_ALREADY_USED);
}
