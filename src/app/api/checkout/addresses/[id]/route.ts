import { z } from "zod";
import { requireViewer } from "@/features/accounts/server/session";
import { editAddress } from "@/features/checkout/server/extras";
import { addressSchema } from "@/features/checkout/schemas";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

export const PUT = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = z.coerce
    .number()
    .int()
    .positive()
    .parse((await ctx.params).id);
  const body = await readBody(req, addressSchema);
  return json(await editAddress(viewer, id, body));
});
