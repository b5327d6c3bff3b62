import { z } from "zod";
import { answerSchema } from "@/features/vendor-portal/requests/schema";
import { answerRequest, requireVendor } from "@/features/vendor-portal/server/routes";
import { forbidden, notFound } from "@/lib/errors";
import { can } from "@/features/vendor-portal";
import { handle, json, readJson, type RouteContext } from "@/lib/http";

export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "fulfil");
  const input = await readJson(req, answerSchema);
  // a quote sets a price, which staff may not; sample decisions are daily work
  if (input.type === "price" && !can(ctx.role, "change_prices"))
    throw forbidden("Your role (staff) cannot quote prices; ask your shop's owner or a manager.");
  const id = z.coerce
    .number()
    .int()
    .positive()
    .safeParse((await route.params).id);
  if (!id.success) throw notFound("This request does not exist.");
  return json({ success: true, ...(await answerRequest(ctx, id.data, input)) });
});
