import { rewardSignIn } from "@/features/accounts/server/coins";
import { requireViewer } from "@/features/accounts/server/session";
import { saveCoinsSchema } from "@/features/accounts/schemas";
import { forbidden } from "@/lib/errors";
import { handle, json, readBody } from "@/lib/http";

/** SPEC §7: called after sign-in; grants the daily sign-in reward at most once a day. */
export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const body = await readBody(req, saveCoinsSchema);
  if (body.customer_id !== undefined && String(body.customer_id) !== viewer.id) throw forbidden();
  // sales reps collect no coins (SPEC §6)
  if (viewer.isSalesRep) throw forbidden("Sales reps do not collect coins.");
  return json(await rewardSignIn(viewer.id));
});
