import { requireOperator } from "@/features/admin/server";
import { upcomingWebinars } from "@/features/admin/server/banner";
import { handle, json } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  return json({ success: true, data: await upcomingWebinars() });
});
