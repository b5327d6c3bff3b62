import { requireVendor } from "@/features/vendor-portal/server";
import { vendorCreditNote } from "@/features/returns/server/credit-note";
import { renderCreditNotePdf } from "@/features/returns/server/credit-note-pdf";
import { handle, routeRowId, type RouteContext } from "@/lib/http";
import { pdfResponse } from "@/lib/pdf-response";

/** The credit note a received return settled as (invoice terms), as a PDF. */
export const GET = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req);
  const cn = await vendorCreditNote(ctx, await routeRowId(route, "id", "This credit note does not exist."));
  return pdfResponse(req, await renderCreditNotePdf(cn), cn.number);
});
