import { handle, json } from "@/lib/http";
import { clientIp } from "@/lib/rate-limit";

/**
 * Our own IP lookup for the countdown banner's per-IP dismissal. The browser keeps it for ten
 * minutes (only that browser: it is its own address), so a visit after the first asks nothing.
 */
export const GET = handle(async (req: Request) =>
  json({ ip: clientIp(req) }, { headers: { "Cache-Control": "private, max-age=600" } }),
);
