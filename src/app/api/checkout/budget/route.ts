import { requireViewer } from "@/features/accounts/server/session";
import { budgetPreviewSchema } from "@/features/checkout/schemas";
import { checkoutBudgetPreview } from "@/features/checkout/server/budget-preview";
import { handle, json, readBody } from "@/lib/http";

/**
 * The location's budget around the order checkout would place now (spent this month, this order, left)
 * and whether the clinic's rules will hold it for approval; decided by the clinic gate, writes nothing.
 */
export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const body = await readBody(req, budgetPreviewSchema);
  return json({ success: true, data: await checkoutBudgetPreview(viewer, body) });
});
