import { z } from "zod";
import { opsTokenValid } from "@/features/orders/ops-token";
import { controlledRecordCsv } from "@/features/compliance/server";
import { unauthorized } from "@/lib/errors";
import { handle } from "@/lib/http";

const query = z.object({
  vendor_id: z.coerce.number().int("vendor_id must be a whole number.").positive().optional(),
  from: z.coerce.date({ error: "from must be a date such as 2026-11-01." }).optional(),
  to: z.coerce.date({ error: "to must be a date such as 2026-12-01." }).optional(),
});

/**
 * The controlled-substance record as CSV for the operator (all vendors, or ?vendor_id=), proven by
 * the operations token until the console and vendor portal sign their users in.
 */
export const GET = handle(async (req: Request) => {
  if (!opsTokenValid(req.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? null))
    throw unauthorized("A valid operations token is required.");
  const params = query.parse(Object.fromEntries(new URL(req.url).searchParams));
  const csv = await controlledRecordCsv({ vendorId: params.vendor_id, from: params.from, to: params.to });
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="controlled-record${params.vendor_id ? `-vendor-${params.vendor_id}` : ""}.csv"`,
    },
  });
});
