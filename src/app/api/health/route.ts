import { checkDatabase } from "@/features/shell/server/health";
import { json } from "@/lib/http";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    const { kind, ms } = await checkDatabase();
    return json({ success: true, database: { kind, reachable: true, ms } });
  } catch (err) {
    console.error("[health] database unreachable", err);
    return json({ success: false, database: { reachable: false } }, { status: 503 });
  }
}
