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
  // per address as well: rotating IPs must not let anyone try many numbers against one buyer's e-mail
  await enforce(`track-order:email:${body.email.toLowerCase()}`, 10, 3600, "Too many lookups. Please try again later.");
  return json({ success: true, order: await trackOrder(body.order_number, body.email) });
});
