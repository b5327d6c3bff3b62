import { requireViewer } from "@/features/accounts/server/session";
import { requestInput } from "@/features/requests/schemas";
import { removeLogo } from "@/features/requests/server/logos";
import { handle, json, readJson } from "@/lib/http";

/** SPEC §7 POST /product-customization-logo/remove-logo: JSON customer_id, product_id, vendor_id → success, message. */
export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const input = await readJson(req, requestInput);
  return json(await removeLogo(viewer, input));
});
