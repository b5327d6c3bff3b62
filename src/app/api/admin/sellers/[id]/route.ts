import { idSchema, sellerPatchSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { sellerDetail, setCommission, setReviewFirst, setSellerStatus } from "@/features/admin/server/sellers";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** One seller: profile, team, listings by status, orders, API keys (never their secrets), application. */
export const GET = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  await requireOperator(req);
  const d = await sellerDetail(idSchema.parse((await ctx.params).id));
  return json({
    success: true,
    data: {
      ...d,
      orders: {
        ...d.orders,
        byStatus: d.orders.byStatus.map(({ totalCents, ...s }) => ({ ...s, total: totalCents / 100 })),
        recent: d.orders.recent.map(({ totalCents, ...o }) => ({ ...o, total: totalCents / 100 })),
      },
    },
  });
});

/** POST { status: "suspended" | "active" }, { commissionPercent } or { reviewFirst: boolean }, or several. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const actor = await requireOperator(req);
  const id = idSchema.parse((await ctx.params).id);
  const b = await readBody(req, sellerPatchSchema);
  let v = b.status ? await setSellerStatus(actor, id, b.status) : null;
  if (b.commissionPercent !== undefined) v = await setCommission(actor, id, b.commissionPercent);
  if (b.reviewFirst !== undefined) v = await setReviewFirst(actor, id, b.reviewFirst);
  const review = v!.reviewFirst ? "new listings wait for review" : "listings go live directly";
  return json({
    success: true,
    message: `${v!.name}: ${v!.status}, commission ${v!.commissionBps / 100}%, ${review}.`,
    data: { id: v!.id, status: v!.status, commissionPercent: v!.commissionBps / 100, reviewFirst: v!.reviewFirst },
  });
});
