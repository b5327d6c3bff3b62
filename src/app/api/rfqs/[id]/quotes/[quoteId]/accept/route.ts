import { requireViewer } from "@/features/accounts/server/session";
import { rfqAcceptSchema } from "@/features/requests/rfq-schemas";
import { acceptQuote } from "@/features/requests/server/rfq-accept";
import { handle, json, readOptionalJson, routeRowId, type RouteContext } from "@/lib/http";

/** POST /api/rfqs/{id}/quotes/{quoteId}/accept `{ line_ids? }`: those lines (or all) enter the cart at the quote. */
export const POST = handle(async (req: Request, route: RouteContext<{ id: string; quoteId: string }>) => {
  const viewer = await requireViewer(req);
  const id = await routeRowId(route, "id", "This request for quote does not exist.");
  const quoteId = await routeRowId(route, "quoteId", "This quote does not exist.");
  // the body is optional: no body accepts every line
  const input = rfqAcceptSchema.parse(await readOptionalJson(req));
  return json({ success: true, ...(await acceptQuote(viewer, id, quoteId, input.line_ids)) });
});
