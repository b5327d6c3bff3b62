import { shopByDepartment } from "@/features/shell/server/sidebar";
import { handle, json } from "@/lib/http";

export const GET = handle(async () => json({ success: true, data: await shopByDepartment() }));
