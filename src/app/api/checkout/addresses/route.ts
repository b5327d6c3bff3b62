import { requireViewer } from "@/features/accounts/server/session";
import { addAddress } from "@/features/checkout/server/extras";
import { addressSchema } from "@/features/checkout/schemas";
import { handle, json, readBody } from "@/lib/http";

export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const body = await readBody(req, addressSchema);
  return json(await addAddress(viewer, body), { status: 201 });
});
