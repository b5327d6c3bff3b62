import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { controlledRecord, orderFormConfirmations, orderItems, products } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { orderFormConfirmProblem, scheduleIIShipProblem } from "../rules";

/**
 * A Schedule II order's form as the vendor sees it: whether it has CII lines, the DEA 222 / CSOS number
 * the buyer recorded at checkout (kept in the controlled-substance record), and the vendor's confirmation.
 */
export async function orderFormState(tx: Tx, orderId: number) {
  // one after another: inside a transaction they share one connection
  const cii = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(products.regulatoryClass, "CII")));
  const [recorded] = await tx
    .select({ form: controlledRecord.orderForm })
    .from(controlledRecord)
    .where(
      and(
        eq(controlledRecord.orderId, orderId),
        eq(controlledRecord.event, "placed"),
        eq(controlledRecord.schedule, "CII"),
      ),
    )
    .limit(1);
  const [confirmation] = await tx
    .select()
    .from(orderFormConfirmations)
    .where(eq(orderFormConfirmations.orderId, orderId));
  return {
    scheduleIILineIds: cii.map((l) => l.id),
    recorded: recorded?.form?.trim() || null,
    confirmation: confirmation
      ? {
          formNumber: confirmation.formNumber,
          confirmedBy: confirmation.confirmedBy,
          confirmedAt: confirmation.confirmedAt.toISOString(),
        }
      : null,
  };
}
export type OrderFormState = Awaited<ReturnType<typeof orderFormState>>;

/**
 * The vendor confirms the form it received matches the one recorded on the order; inside the caller's
 * transaction, with the order already locked. Confirming again keeps the first confirmation.
 */
export async function confirmOrderForm(tx: Tx, orderId: number, entered: string, by: string) {
  const state = await orderFormState(tx, orderId);
  if (state.confirmation) return { ...state.confirmation, already: true };
  const problem = orderFormConfirmProblem({
    hasScheduleII: state.scheduleIILineIds.length > 0,
    recorded: state.recorded,
    entered,
  });
  if (problem) throw new AppError("UNPROCESSABLE", problem);
  const [row] = await tx
    .insert(orderFormConfirmations)
    .values({ orderId, formNumber: state.recorded!, confirmedBy: by })
    .returning();
  return {
    formNumber: row!.formNumber,
    confirmedBy: row!.confirmedBy,
    confirmedAt: row!.confirmedAt.toISOString(),
    already: false,
  };
}

/** Refuses a parcel carrying a Schedule II line until the order's form is confirmed (409, saying what to do). */
export async function assertScheduleIIMayShip(tx: Tx, orderId: number, shippingLineIds: readonly number[]) {
  const state = await orderFormState(tx, orderId);
  const problem = scheduleIIShipProblem({
    shipsScheduleII: shippingLineIds.some((id) => state.scheduleIILineIds.includes(id)),
    recorded: state.recorded,
    confirmed: state.confirmation !== null,
  });
  if (problem) throw new AppError("CONFLICT", problem);
}
