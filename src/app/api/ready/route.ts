import { checkReadiness } from "@/features/shell/server";
import { atRequestTime } from "@/lib/request-time";
import { json } from "@/lib/http";

/**
 * Readiness for a balancer: 200 when this instance should get traffic, 503 with what is wrong while
 * the database, its migrations or Redis are not right, or while the instance drains at shutdown.
 */
export async function GET() {
  await atRequestTime(); // never answered at build time
  const r = await checkReadiness();
  return json({ success: r.ready, ...r }, { status: r.ready ? 200 : 503, headers: { "cache-control": "no-store" } });
}
