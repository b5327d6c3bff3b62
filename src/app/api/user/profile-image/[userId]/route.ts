import { profileImageUrl } from "@/features/accounts/profile-image";
import { MAX_PROFILE_IMAGE_BYTES, saveProfileImage } from "@/features/accounts/server/profile";
import { BODY_LIMITS, readLimitedForm } from "@/lib/body";
import { requireSelf } from "@/features/accounts/server/session";
import { userIdSchema } from "@/features/accounts/schemas";
import { handle, json, type RouteContext } from "@/lib/http";
import { enforce } from "@/lib/rate-limit";
import { ROUTE_LIMITS } from "@/lib/route-limits";

/** multipart `image`; the stored name is the server's, shown at /media/users/{name}. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ userId: string }>) => {
  const v = await requireSelf(req, userIdSchema.parse((await ctx.params).userId));
  await enforce(`profile-image:${v.id}`, ...ROUTE_LIMITS.profileImage);
  const form = await readLimitedForm(req, MAX_PROFILE_IMAGE_BYTES + BODY_LIMITS.multipartOverhead);
  const file = form.get("image");
  const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null;
  const name = await saveProfileImage(v.id, bytes);
  return json({
    success: true,
    message: "Profile image saved.",
    vet_dvm_profile_image: name,
    url: profileImageUrl(name),
  });
});
