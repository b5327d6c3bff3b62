import { receiveStripeWebhook } from "@/features/payments/server";
import { handle, json } from "@/lib/http";

// The card provider's events: the raw body is what its signature covers, so it is read as text.
export const POST = handle(async (req: Request) => {
  const body = await req.text();
  return json(await receiveStripeWebhook(body, req.headers.get("stripe-signature")));
});
