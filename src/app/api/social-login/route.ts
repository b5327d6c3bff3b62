import { socialLoginSchema } from "@/features/accounts/schemas";
import { syncSocialUser } from "@/features/accounts/server/social";
import { requireSessionUser } from "@/features/accounts/server/status";
import { AppError } from "@/lib/errors";
import { errorResponse, handle, json, readBody } from "@/lib/http";

/** SPEC §7: { success, user, error }; the client signs out and shows `error` when it fails. */
export const POST = handle(async (req: Request) => {
  const u = await requireSessionUser(req);
  const body = await readBody(req, socialLoginSchema);
  try {
    return json({ success: true, user: await syncSocialUser(u, body), error: null });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const res = errorResponse(err);
    return json({ success: false, user: null, error: err.message, message: err.message }, { status: res.status });
  }
});
