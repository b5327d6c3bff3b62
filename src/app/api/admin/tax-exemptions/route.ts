import { z } from "zod";
import { requireOperator } from "@/features/admin/server";
import { TAX_EXEMPTION_STATUSES, taxExemptionQueue } from "@/features/compliance/server";
import { handle, json } from "@/lib/http";

const query = z.object({
  status: z.enum(TAX_EXEMPTION_STATUSES, { error: "status must be pending, verified or rejected." }).default("pending"),
  q: z.string().max(100, "The search is at most 100 characters.").optional(),
  page: z.coerce.number().int().min(1).default(1),
});

/**
 * GET /api/admin/tax-exemptions?status=&q=&page=: the operator's queue of tax-exemption certificates (waiting
 * ones by default, oldest first), 25 a page, with the total.
 */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  const f = query.parse(Object.fromEntries(new URL(req.url).searchParams));
  const { data, total } = await taxExemptionQueue(f);
  return json({ success: true, data, total, page: f.page });
});
