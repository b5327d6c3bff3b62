import { requireSelf } from "@/features/accounts/server/session";
import { userIdSchema } from "@/features/accounts/schemas";
import { handle, json, type RouteContext } from "@/lib/http";

/** SPEC §7: the signed-in customer's own profile with coins. */
export const GET = handle(async (req: Request, ctx: RouteContext<{ userId: string }>) => {
  const { userId } = await ctx.params;
  const v = await requireSelf(req, userIdSchema.parse(userId));
  return json({
    success: true,
    customer: {
      id: v.id,
      email: v.email,
      first_name: v.firstName,
      last_name: v.lastName,
      position: v.position,
      level: v.level,
      coins: v.coins,
      confirmed: v.confirmed,
      state: v.state,
      country: v.country,
      vet_dvm_profile_image: v.profileImage,
    },
  });
});
