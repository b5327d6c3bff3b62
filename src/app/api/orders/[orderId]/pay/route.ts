import { z } from "zod";
import { requireViewer } from "@/features/accounts/server/session";
import { paymentView, payWithTestCard } from "@/features/payments/server";
import { handle, json, readBody, routeId, type RouteContext } from "@/lib/http";

/** The order's card payment as its buyer may see it: status, and how the card is confirmed. */
export const GET = handle(async (req: Request, ctx: RouteContext<{ orderId: string }>) => {
  const viewer = await requireViewer(req);
  return json({ success: true, payment: await paymentView(viewer.id, await routeId(ctx, "orderId")) });
});

const testPay = z.object({
  // the provider's test cards only: a real card never comes through our server
  payment_method: z.enum(["pm_card_visa", "pm_card_chargeDeclined"]).default("pm_card_visa"),
});

/** Test mode only: the server confirms the payment with the provider's test card. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ orderId: string }>) => {
  const viewer = await requireViewer(req);
  const id = await routeId(ctx, "orderId");
  const body = req.headers.get("content-type") ? await readBody(req, testPay) : testPay.parse({});
  return json(await payWithTestCard(viewer.id, id, body.payment_method));
});
