import { requireOperator } from "@/features/admin/server";
import { listRecalls } from "@/features/compliance/server";
import { handle, json } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  return json({ success: true, data: await listRecalls() });
});
