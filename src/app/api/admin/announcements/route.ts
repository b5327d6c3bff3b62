import { announceSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { announce } from "@/features/admin/server/announce";
import { handle, json, readBody } from "@/lib/http";

/** { kind, code?, link?, level?, state?, confirmed? }: delivered live to every matching buyer. */
export const POST = handle(async (req: Request) => {
  const actor = await requireOperator(req);
  const r = await announce(actor, await readBody(req, announceSchema));
  return json({ success: true, message: `Sent to ${r.recipients} buyer(s): ${r.body}`, ...r });
});
