import { requireOperator } from "@/features/admin/server";
import { controlledRecordCsv, recordQuerySchema } from "@/features/compliance/server";
import { handle } from "@/lib/http";

/** Every vendor's controlled-substance record (or ?vendor_id=) as CSV, for the operator. */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  const q = recordQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return csvResponse(await controlledRecordCsv({ vendorId: q.vendor_id, from: q.from, to: q.to }), "controlled-record");
});

function csvResponse(csv: string, name: string) {
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
