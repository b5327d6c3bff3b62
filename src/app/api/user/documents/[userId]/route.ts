import { listDocuments, uploadDocument } from "@/features/accounts/server/documents";
import { requireSelf } from "@/features/accounts/server/session";
import { documentKindSchema, userIdSchema } from "@/features/accounts/schemas";
import { MAX_DOCUMENT_BYTES } from "@/features/accounts/rules";
import { BODY_LIMITS, readLimitedForm } from "@/lib/body";
import { badRequest } from "@/lib/errors";
import { handle, json, type RouteContext } from "@/lib/http";

type Ctx = RouteContext<{ userId: string }>;

export const GET = handle(async (req: Request, ctx: Ctx) => {
  const v = await requireSelf(req, userIdSchema.parse((await ctx.params).userId));
  return json({ success: true, level: v.level, documents: await listDocuments(v.id) });
});

/** multipart: kind, file (PDF/PNG/JPG up to 10 MB, checked by content). */
export const POST = handle(async (req: Request, ctx: Ctx) => {
  const v = await requireSelf(req, userIdSchema.parse((await ctx.params).userId));
  // refuse oversized bodies before buffering them
  if (Number(req.headers.get("content-length") ?? 0) > MAX_DOCUMENT_BYTES + 64 * 1024)
    throw badRequest("The file must be 10 MB or smaller.");
  const form = await readLimitedForm(req, MAX_DOCUMENT_BYTES + BODY_LIMITS.multipartOverhead);
  const kind = documentKindSchema.parse(form.get("kind"));
  const file = form.get("file");
  const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null;
  const name = file instanceof File ? file.name : "document";
  const id = await uploadDocument(v.id, kind, { bytes, name });
  return json({ success: true, message: "Document uploaded. We will review it shortly.", id }, { status: 201 });
});
