import { requireVendor, statementPdf } from "@/features/vendor-portal/server/routes";
import { handle, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, route: RouteContext<{ month: string }>) => {
  const ctx = await requireVendor(req, "manage_payouts");
  const { fileName, pdf } = await statementPdf(ctx, (await route.params).month);
  return new Response(new Uint8Array(pdf), {
    headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${fileName}"` },
  });
});
