import { idSchema, sellerPatchSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { setCommission, setSellerStatus } from "@/features/admin/server/sellers";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** POST { status: "suspended" | "active" } or { commissionPercent }. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const actor = await requireOperator(req);
  const id = idSchema.parse((await ctx.params).id);
  const b = await readBody(req, sellerPatchSchema);
  let v = b.status ? await setSellerStatus(actor, id, b.status) : null;
  if (b.commissionPercent !== undefined) v = await setCommission(actor, id, b.commissionPercent);
  return json({
    success: true,
    message: `${v!.name}: ${v!.status}, commission ${v!.commissionBps / 100}%.`,
    data: { id: v!.id, status: v!.status, commissionPercent: v!.commissionBps / 100 },
  });
});
