import { confirmScheduleIIForm, orderIdParam, requireVendor } from "@/features/vendor-portal/server/routes";
import { orderFormConfirmSchema } from "@/features/vendor-portal/orders/schema";
import { handle, json, readJson, type RouteContext } from "@/lib/http";

/** The vendor confirms the buyer's DEA 222 / CSOS order form of a Schedule II order before shipping it. */
export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "fulfil");
  const id = await orderIdParam(route);
  const { form_number } = await readJson(req, orderFormConfirmSchema);
  const c = await confirmScheduleIIForm(ctx, id, form_number);
  return json({
    success: true,
    message: c.already ? `Order form ${c.formNumber} was already confirmed.` : `Order form ${c.formNumber} confirmed.`,
    form_number: c.formNumber,
    confirmed_at: c.confirmedAt,
  });
});
