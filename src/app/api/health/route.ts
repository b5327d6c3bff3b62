import { checkDatabase } from "@/features/shell/server/health";
import { atRequestTime } from "@/lib/request-time";
import { json } from "@/lib/http";

export async function GET() {
  await atRequestTime(); // the database's state now, never a build-time answer
  try {
    const { kind, ms } = await checkDatabase();
    return json({ success: true, database: { kind, reachable: true, ms } });
  } catch (err) {
    console.error("[health] database unreachable", err);
    return json({ success: false, database: { reachable: false } }, { status: 503 });
  }
}
