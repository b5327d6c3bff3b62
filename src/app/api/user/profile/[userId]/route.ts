import { updateProfile } from "@/features/accounts/server/profile";
import { requireSelf } from "@/features/accounts/server/session";
import { profileSchema, userIdSchema } from "@/features/accounts/schemas";
import { handle, json, readJson, type RouteContext } from "@/lib/http";

export const PUT = handle(async (req: Request, ctx: RouteContext<{ userId: string }>) => {
  const v = await requireSelf(req, userIdSchema.parse((await ctx.params).userId));
  const input = await readJson(req, profileSchema);
  return json({ success: true, message: "Profile saved.", profile: await updateProfile(v.id, input) });
});
