import { applicationDecisionSchema, idSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { approveApplication, getApplication, rejectApplication } from "@/features/admin/server/applications";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  await requireOperator(req);
  const id = idSchema.parse((await ctx.params).id);
  return json({ success: true, data: await getApplication(id) });
});

/** POST { decision: "approve" } or { decision: "reject", reason }. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const actor = await requireOperator(req);
  const id = idSchema.parse((await ctx.params).id);
  const body = await readBody(req, applicationDecisionSchema);
  if (body.decision === "approve") {
    const { application, vendor } = await approveApplication(actor, id);
    return json({
      success: true,
      message: `${application.company} is now a vendor; ${application.email} was invited to the vendor portal.`,
      data: { application, vendorId: vendor.vendorId, vendorSlug: vendor.vendorSlug },
    });
  }
  const { application } = await rejectApplication(actor, id, body.reason);
  return json({
    success: true,
    message: `${application.company} was told the application is rejected.`,
    data: { application },
  });
});
