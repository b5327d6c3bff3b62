import { sessionSummary } from "@/features/accounts/server/spec-auth-endpoints";
import { handle, json } from "@/lib/http";

export const GET = handle(async (req: Request) =>
  json(await sessionSummary(req.headers), { headers: { "cache-control": "private, no-store" } }),
);
