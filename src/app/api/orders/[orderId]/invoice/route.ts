import { requireViewer } from "@/features/accounts/server/session";
import { getInvoiceForViewer } from "@/features/orders/server/invoice";
import { renderInvoicePdf } from "@/features/orders/server/invoice-pdf";
import { notFound } from "@/lib/errors";
import { handle, type RouteContext } from "@/lib/http";

/** The order's invoice as a PDF: shown in the browser, or saved with `?download=1`. */
export const GET = handle(async (req: Request, ctx: RouteContext<{ orderId: string }>) => {
  const viewer = await requireViewer(req);
  const raw = (await ctx.params).orderId;
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) throw notFound("This order does not exist.");
  const invoice = await getInvoiceForViewer(viewer, id);
  const pdf = await renderInvoicePdf(invoice);
  const download = new URL(req.url).searchParams.get("download") === "1";
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `${download ? "attachment" : "inline"}; filename="${invoice.invoiceNumber}.pdf"`,
      "cache-control": "private, no-store",
    },
  });
});
