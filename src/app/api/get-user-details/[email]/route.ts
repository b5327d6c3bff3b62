import { requireSessionUser, statusOf } from "@/features/accounts/server/status";
import { emailSchema } from "@/features/accounts/schemas";
import { forbidden } from "@/lib/errors";
import { handle, json, type RouteContext } from "@/lib/http";

/** SPEC §4/§7 user status check, polled every 60 s; answers only about the caller's own email. */
export const GET = handle(async (req: Request, ctx: RouteContext<{ email: string }>) => {
  const u = await requireSessionUser(req);
  const email = emailSchema.parse(safeDecode((await ctx.params).email));
  if (email !== u.email.toLowerCase()) throw forbidden();
  return json({ success: true, ...statusOf(u) }, { headers: { "cache-control": "no-store" } });
});

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
