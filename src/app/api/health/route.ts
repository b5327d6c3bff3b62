import { checkDatabase } from "@/features/shell/server";
import { log } from "@/lib/logger";
import { atRequestTime } from "@/lib/request-time";
import { json } from "@/lib/http";

export async function GET() {
  // ahead of the catch below, which would otherwise answer the build's prerender with a 503 to keep
  await atRequestTime();
  try {
    const { kind, ms } = await checkDatabase();
    return json({ success: true, database: { kind, reachable: true, ms } });
  } catch (err) {
    log("health").error({ err }, "database unreachable");
    return json({ success: false, database: { reachable: false } }, { status: 503 });
  }
}
