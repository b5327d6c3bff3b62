import { checkDatabase } from "@/features/shell/server/health";
import { atRequestTime } from "@/lib/request-time";
import { json } from "@/lib/http";

export async function GET() {
  // ahead of the catch below, which would otherwise answer the build's prerender with a 503 to keep
  await atRequestTime();
  try {
    const { kind, ms } = await checkDatabase();
    return json({ success: true, database: { kind, reachable: true, ms } });
  } catch (err) {
    console.error("[health] database unreachable", err);
    return json({ success: false, database: { reachable: false } }, { status: 503 });
  }
}
