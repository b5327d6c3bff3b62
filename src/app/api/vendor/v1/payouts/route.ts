import { z } from "zod";
import { payoutAccount, requireVendor, vendorPayouts, PAYOUT_STATUSES } from "@/features/vendor-portal/server/routes";
import { handle, json } from "@/lib/http";

const query = z.object({
  page: z.coerce.number().int().min(1, "Pages start at 1.").default(1),
  status: z.enum(PAYOUT_STATUSES, { error: "Status is one of pending, paid, failed." }).optional(),
});

/** The shop's payouts for card-paid orders (owners and managers): gross − commission − refunds = net. */
export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req, "manage_payouts");
  const q = query.parse(Object.fromEntries(new URL(req.url).searchParams));
  const { data, total } = await vendorPayouts(ctx, q);
  return json({ success: true, data, total, page: q.page, account: await payoutAccount(ctx) });
});
