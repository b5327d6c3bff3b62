import { requireViewer } from "@/features/accounts/server/session";
import { requestReturn } from "@/features/returns/server";
import { returnRequestSchema } from "@/features/returns/schemas";
import { handle, json, readJson, routeId, type RouteContext } from "@/lib/http";

/** The buyer asks to return lines of a delivered order: `{ lines: [{ line_id, quantity, reason }], dea_form? }`. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ orderId: string }>) => {
  const viewer = await requireViewer(req);
  const id = await routeId(ctx, "orderId");
  const saved = await requestReturn(viewer, id, await readJson(req, returnRequestSchema));
  return json(
    { success: true, message: `Return ${saved.rma_number} requested; the vendor will answer.`, ...saved },
    { status: 201 },
  );
});
