import { requireVendor } from "@/features/vendor-portal/server";
import { approveReturn } from "@/features/returns/server";
import { approveReturnSchema } from "@/features/returns/schemas";
import { handle, json, readJson, routeRowId, type RouteContext } from "@/lib/http";

/** Approves a requested return; the buyer is told the RMA number and the label note (optional `label_note`). */
export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "fulfil");
  const id = await routeRowId(route, "id", "This return does not exist.");
  // the body is optional: a bare POST approves with the default label note
  const sent = (req.headers.get("content-type") ?? "").includes("json");
  const body = sent ? await readJson(req, approveReturnSchema) : {};
  return json({ success: true, ...(await approveReturn(ctx, id, body.label_note)) });
});
