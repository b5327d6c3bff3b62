import { requireViewer } from "@/features/accounts/server/session";
import { placeOrder } from "@/features/checkout/server/place-order";
import { placeOrderSchema } from "@/features/checkout/schemas";
import { handle, json, readJsonValue } from "@/lib/http";

/** Places the order(s); the Idempotency-Key header or body field makes retries safe. */
export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const raw = await readJsonValue(req);
  const key = req.headers.get("idempotency-key");
  const body = placeOrderSchema.parse(
    key && raw && typeof raw === "object" && !("idempotency_key" in raw) ? { ...raw, idempotency_key: key } : raw,
  );
  return json(await placeOrder(viewer, body));
});
