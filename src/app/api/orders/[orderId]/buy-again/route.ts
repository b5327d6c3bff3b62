import { z } from "zod";
import { requireViewer } from "@/features/accounts/server/session";
import { buyAgain } from "@/features/orders/server/buy-again";
import { handle, json, type RouteContext } from "@/lib/http";

export const POST = handle(async (req: Request, ctx: RouteContext<{ orderId: string }>) => {
  const viewer = await requireViewer(req);
  const id = z.coerce
    .number()
    .int()
    .positive()
    .parse((await ctx.params).orderId);
  return json(await buyAgain(viewer, id));
});
