import { runAdminCommand } from "@/features/admin/server/cli";
import { isAdminRequest } from "@/features/accounts/server/admin-token";
import { adminCommandSchema } from "@/features/admin/schemas";
import { forbidden } from "@/lib/errors";
import { handle, json, readJson } from "@/lib/http";

/**
 * `npm run admin` talks to a running server through this endpoint, because an embedded PGlite
 * data directory must only ever be opened by one process.
 */
export const POST = handle(async (req: Request) => {
  if (!isAdminRequest(req)) throw forbidden();
  const cmd = await readJson(req, adminCommandSchema);
  return json({ success: true, ...(await runAdminCommand(cmd)) });
});
