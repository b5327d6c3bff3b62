import { requireViewer } from "@/features/accounts/server/session";
import { buyerCreditNote } from "@/features/returns/server/credit-note";
import { renderCreditNotePdf } from "@/features/returns/server/credit-note-pdf";
import { handle, routeRowId, type RouteContext } from "@/lib/http";
import { pdfResponse } from "@/lib/pdf-response";

/** One of the buyer's credit notes as a PDF: shown in the browser, or saved with `?download=1`. */
export const GET = handle(async (req: Request, ctx: RouteContext<{ orderId: string; refundId: string }>) => {
  const viewer = await requireViewer(req);
  const orderId = await routeRowId(ctx, "orderId", "This credit note does not exist.");
  const refundId = await routeRowId(ctx, "refundId", "This credit note does not exist.");
  const cn = await buyerCreditNote(viewer, orderId, refundId);
  return pdfResponse(req, await renderCreditNotePdf(cn), cn.number);
});
