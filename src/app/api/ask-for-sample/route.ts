import { requireViewer } from "@/features/accounts/server/session";
import { requestInput } from "@/features/requests/schemas";
import { requestSample } from "@/features/requests/server/sample-requests";
import { getConfig } from "@/lib/config";
import { enforce } from "@/lib/rate-limit";
import { handle, json, readBody } from "@/lib/http";

/** SPEC §7 POST /ask-for-sample: customer_id, vendor_id, product_id → success, allow, message. */
export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  await enforce(`requests:sample:${viewer.id}`, getConfig().REQUEST_RATE_LIMIT, 60);
  const input = await readBody(req, requestInput);
  return json(await requestSample(viewer, input));
});
