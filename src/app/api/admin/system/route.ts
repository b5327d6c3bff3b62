import { requireOperator } from "@/features/admin/server";
import { systemFigures } from "@/features/admin/server/system";
import { handle, json } from "@/lib/http";

/** The process's memory for the operator (and `npm run memory-probe`): heap, buffers, embedded database. */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  return json({ success: true, data: await systemFigures() });
});
