import { z } from "zod";
import { deleteAddress, updateAddress } from "@/features/accounts/server/profile";
import { requireSelf } from "@/features/accounts/server/session";
import { addressSchema, userIdSchema } from "@/features/accounts/schemas";
import { handle, json, readJson, type RouteContext } from "@/lib/http";

type Ctx = RouteContext<{ userId: string; addressId: string }>;
const addressId = z.coerce
  .number({ message: "addressId must be a number." })
  .int()
  .positive("addressId must be a number.");

export const PUT = handle(async (req: Request, ctx: Ctx) => {
  const p = await ctx.params;
  const v = await requireSelf(req, userIdSchema.parse(p.userId));
  const id = addressId.parse(p.addressId);
  const input = await readJson(req, addressSchema);
  return json({
    success: true,
    message: "Address saved.",
    address: await updateAddress(v.id, id, input),
  });
});

export const DELETE = handle(async (req: Request, ctx: Ctx) => {
  const p = await ctx.params;
  const v = await requireSelf(req, userIdSchema.parse(p.userId));
  await deleteAddress(v.id, addressId.parse(p.addressId));
  return json({ success: true, message: "Address deleted." });
});
