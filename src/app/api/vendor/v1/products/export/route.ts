import { exportProductsCsv, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req);
  return new Response(await exportProductsCsv(ctx), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${ctx.sellerSlug}-products.csv"`,
    },
  });
});
