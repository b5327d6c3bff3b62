import { orderIdParam, packingSlipPdf, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req);
  const { fileName, pdf } = await packingSlipPdf(ctx, await orderIdParam(route));
  return new Response(new Uint8Array(pdf), {
    headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${fileName}"` },
  });
});
