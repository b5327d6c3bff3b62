import { createAddress, listAddresses } from "@/features/accounts/server/profile";
import { requireSelf } from "@/features/accounts/server/session";
import { addressSchema, userIdSchema } from "@/features/accounts/schemas";
import { handle, json, readJson, type RouteContext } from "@/lib/http";

type Ctx = RouteContext<{ userId: string }>;

export const GET = handle(async (req: Request, ctx: Ctx) => {
  const v = await requireSelf(req, userIdSchema.parse((await ctx.params).userId));
  return json({ success: true, addresses: await listAddresses(v.id) });
});

export const POST = handle(async (req: Request, ctx: Ctx) => {
  const v = await requireSelf(req, userIdSchema.parse((await ctx.params).userId));
  const input = await readJson(req, addressSchema);
  return json({ success: true, message: "Address added.", address: await createAddress(v.id, input) }, { status: 201 });
});
