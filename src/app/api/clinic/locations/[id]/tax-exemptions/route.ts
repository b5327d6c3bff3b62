import { requireViewer } from "@/features/accounts/server/session";
import { MAX_DOCUMENT_BYTES } from "@/features/accounts/rules";
import { idParam } from "@/features/clinic/schemas";
import { taxExemptionInputSchema } from "@/features/compliance/schemas";
import { locationTaxExemptions, uploadTaxExemption } from "@/features/compliance/server";
import { BODY_LIMITS, readLimitedForm } from "@/lib/body";
import { badRequest } from "@/lib/errors";
import { handle, json, type RouteContext } from "@/lib/http";

type Ctx = RouteContext<{ id: string }>;

/** The location's tax-exemption certificates and what each means today. */
export const GET = handle(async (req: Request, ctx: Ctx) => {
  const viewer = await requireViewer(req);
  const id = idParam.parse((await ctx.params).id);
  return json({ success: true, data: await locationTaxExemptions(viewer, id) });
});

/** multipart: certificate_number, state, expires_on (optional), file (PDF/PNG/JPG up to 10 MB, checked by content). */
export const POST = handle(async (req: Request, ctx: Ctx) => {
  const viewer = await requireViewer(req);
  const id = idParam.parse((await ctx.params).id);
  if (Number(req.headers.get("content-length") ?? 0) > MAX_DOCUMENT_BYTES + 64 * 1024)
    throw badRequest("The file must be 10 MB or smaller.");
  const form = await readLimitedForm(req, MAX_DOCUMENT_BYTES + BODY_LIMITS.multipartOverhead);
  const input = taxExemptionInputSchema.parse({
    certificate_number: form.get("certificate_number") ?? undefined,
    state: form.get("state") ?? undefined,
    expires_on: form.get("expires_on") ?? undefined,
  });
  const file = form.get("file");
  const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null;
  const name = file instanceof File ? file.name : "certificate";
  const saved = await uploadTaxExemption(viewer, id, input, { bytes, name });
  return json(
    { success: true, message: "Certificate uploaded. The marketplace verifies it shortly.", id: saved },
    { status: 201 },
  );
});
