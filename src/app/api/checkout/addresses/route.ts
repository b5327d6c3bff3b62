import { requireViewer } from "@/features/accounts/server/session";
import { addAddress } from "@/features/checkout/server/extras";
import { addressSchema } from "@/features/checkout/schemas";
import { handle, json, readBody } from "@/lib/http";
import { enforce } from "@/lib/rate-limit";
import { ROUTE_LIMITS } from "@/lib/route-limits";

export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const body = await readBody(req, addressSchema);
  await enforce(`checkout-address:${viewer.id}`, ...ROUTE_LIMITS.checkoutAddress);
  return json(await addAddress(viewer, body), { status: 201 });
});
