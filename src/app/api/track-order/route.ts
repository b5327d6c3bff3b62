import { z } from "zod";
import { trackOrder } from "@/features/orders/server/queries";
import { clientIp, enforce } from "@/lib/rate-limit";
import { handle, json, readBody } from "@/lib/http";

const schema = z.object({
  order_number: z.string().trim().min(3, "Enter your order number.").max(60),
  email: z.string().trim().email("Enter the email used for the order."),
});

export const POST = handle(async (req: Request) => {
  await enforce(`track-order:${clientIp(req)}`, 20, 60, "Too many lookups. Please wait a minute.");
  const body = await readBody(req, schema);
  return json({ success: true, order: await trackOrder(body.order_number, body.email) });
});
