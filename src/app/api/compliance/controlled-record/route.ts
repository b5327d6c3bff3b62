import { opsTokenValid } from "@/features/orders/ops-token";
import { controlledRecordCsv, recordQuerySchema } from "@/features/compliance/server";
import { unauthorized } from "@/lib/errors";
import { handle } from "@/lib/http";

/**
 * The controlled-substance record as CSV for the operator (all vendors, or ?vendor_id=), proven by
 * the operations token until the console and vendor portal sign their users in.
 */
export const GET = handle(async (req: Request) => {
  if (!opsTokenValid(req.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? null))
    throw unauthorized("A valid operations token is required.");
  const params = recordQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const csv = await controlledRecordCsv({ vendorId: params.vendor_id, from: params.from, to: params.to });
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="controlled-record${params.vendor_id ? `-vendor-${params.vendor_id}` : ""}.csv"`,
    },
  });
});
