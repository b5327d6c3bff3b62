import { z } from "zod";
import { requireViewer } from "@/features/accounts/server/session";
import { cancelOrder } from "@/features/payments/server";
import { handle, json, readBody, routeId, type RouteContext } from "@/lib/http";

const body = z.object({ reason: z.string().trim().max(500, "Keep the reason under 500 characters.").default("") });

/** The buyer cancels their own order before the vendor confirms it. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ orderId: string }>) => {
  const viewer = await requireViewer(req);
  const id = await routeId(ctx, "orderId");
  const { reason } = req.headers.get("content-type") ? await readBody(req, body) : body.parse({});
  return json(await cancelOrder({ actor: "buyer", userId: viewer.id, email: viewer.email }, id, reason));
});
