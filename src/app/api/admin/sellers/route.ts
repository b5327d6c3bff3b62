import { requireOperator } from "@/features/admin/server";
import { listSellers } from "@/features/admin/server/sellers";
import { handle, json } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  return json({ success: true, data: await listSellers() });
});
