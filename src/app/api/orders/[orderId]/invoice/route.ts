import { requireViewer } from "@/features/accounts/server/session";
import { getInvoiceForViewer } from "@/features/orders/server/invoice";
import { renderInvoicePdf } from "@/features/orders/server/invoice-pdf";
import { handle, routeRowId, type RouteContext } from "@/lib/http";
import { pdfResponse } from "@/lib/pdf-response";

/** The order's invoice as a PDF: shown in the browser, or saved with `?download=1`. */
export const GET = handle(async (req: Request, ctx: RouteContext<{ orderId: string }>) => {
  const viewer = await requireViewer(req);
  const id = await routeRowId(ctx, "orderId", "This order does not exist.");
  const invoice = await getInvoiceForViewer(viewer, id);
  return pdfResponse(req, await renderInvoicePdf(invoice), invoice.invoiceNumber);
});
