import { requireViewer } from "@/features/accounts/server/session";
import { requestInput } from "@/features/requests/schemas";
import { requestPrice } from "@/features/requests/server/price-requests";
import { getConfig } from "@/lib/config";
import { enforce } from "@/lib/rate-limit";
import { handle, json, readBody } from "@/lib/http";

/** SPEC §7 POST /show-price-vendor-email: vendor_id, customer_id, product_id → success. */
export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  await enforce(`requests:price:${viewer.id}`, getConfig().REQUEST_RATE_LIMIT, 60);
  const input = await readBody(req, requestInput);
  return json(await requestPrice(viewer, input));
});
