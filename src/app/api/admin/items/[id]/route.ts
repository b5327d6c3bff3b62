import { itemActionSchema } from "@/features/admin/operator-schemas";
import { idSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { mergeItems, splitListing } from "@/features/admin/server/items";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** { action: "merge", into } moves this item's listings into another; { action: "split", product_id } takes one out. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const actor = await requireOperator(req);
  const id = idSchema.parse((await ctx.params).id);
  const input = await readBody(req, itemActionSchema);
  if (input.action === "merge") {
    const r = await mergeItems(actor, id, input.into);
    return json({ success: true, message: `Merged into item ${r.into} (${r.name}).`, data: r });
  }
  const r = await splitListing(actor, input.product_id, id);
  return json({ success: true, message: `${r.name} now stands alone and stays so.`, data: r });
});
