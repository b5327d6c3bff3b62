import { productActionSchema } from "@/features/admin/operator-schemas";
import { idSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { restoreProduct, takeDownProduct } from "@/features/admin/server/listings";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** { action: "takedown", reason } takes a listing off the storefront; { action: "restore" } undoes it. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const actor = await requireOperator(req);
  const id = idSchema.parse((await ctx.params).id);
  const input = await readBody(req, productActionSchema);
  if (input.action === "takedown") {
    const r = await takeDownProduct(actor, id, input.reason);
    return json({ success: true, message: `${r.name} is taken down: buyers no longer see it.`, data: r });
  }
  const r = await restoreProduct(actor, id);
  const live = r.status === "published" ? "buyers see it again" : `it is ${r.status.replace("_", " ")} as before`;
  return json({ success: true, message: `${r.name} is restored: ${live}.`, data: r });
});
