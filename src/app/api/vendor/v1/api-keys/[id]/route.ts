import { z } from "zod";
import { requireVendor, revokeApiKey } from "@/features/vendor-portal/server/routes";
import { notFound } from "@/lib/errors";
import { handle, json, type RouteContext } from "@/lib/http";

export const DELETE = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "manage_api_keys");
  const id = z.coerce
    .number()
    .int()
    .positive()
    .safeParse((await route.params).id);
  if (!id.success) throw notFound("This key does not exist or is already revoked.");
  await revokeApiKey(ctx, id.data);
  return json({ success: true });
});
