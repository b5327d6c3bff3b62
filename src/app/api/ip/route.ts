import { handle, json } from "@/lib/http";
import { clientIp } from "@/lib/rate-limit";

/** Our own IP lookup for the countdown banner's per-IP dismissal. */
export const GET = handle(async (req: Request) =>
  json({ ip: clientIp(req) }, { headers: { "Cache-Control": "no-store" } }),
);
