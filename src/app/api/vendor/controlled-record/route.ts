import { requireVendor } from "@/features/vendor-portal/server";
import { controlledRecordCsv, recordQuerySchema } from "@/features/compliance/server";
import { forbidden } from "@/lib/errors";
import { handle } from "@/lib/http";

/** The vendor's own controlled-substance record as CSV (portal session or API key); other vendors' rows never. */
export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req, "view");
  if (ctx.vendorId === null) throw forbidden("This part of the portal is for product vendors.");
  const q = recordQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const csv = await controlledRecordCsv({ vendorId: ctx.vendorId, from: q.from, to: q.to });
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="controlled-record-vendor-${ctx.vendorId}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});
