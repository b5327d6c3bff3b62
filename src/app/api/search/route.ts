import { searchForRequest } from "@/features/search/server/api";
import { handle, json } from "@/lib/http";

export const GET = handle(async (req: Request) => json({ success: true, data: await searchForRequest(req) }));
