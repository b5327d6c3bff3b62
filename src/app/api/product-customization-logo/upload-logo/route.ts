import { requireViewer } from "@/features/accounts/server/session";
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from "@/features/requests/logo-rules";
import { requestInput } from "@/features/requests/schemas";
import { uploadLogo } from "@/features/requests/server/logos";
import { badRequest } from "@/lib/errors";
import { getConfig } from "@/lib/config";
import { enforce } from "@/lib/rate-limit";
import { handle, json } from "@/lib/http";
import { readLimitedForm } from "@/lib/body";

// The logo may be up to 1 MB; the rest of a multipart body is a few small fields.
const MAX_BODY = LOGO_MAX_BYTES + 64 * 1024;

/** SPEC §7 POST /product-customization-logo/upload-logo (multipart: logo, customer_id, vendor_id, product_id). */
export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  await enforce(`requests:logo:${viewer.id}`, getConfig().REQUEST_RATE_LIMIT, 60);
  if (!(req.headers.get("content-type") ?? "").includes("multipart/form-data"))
    throw badRequest("Send the logo as multipart form data.");
  if (Number(req.headers.get("content-length") ?? 0) > MAX_BODY) throw badRequest(LOGO_MESSAGES.tooLarge);
  const form = await readLimitedForm(req, MAX_BODY);
  const input = requestInput.parse({
    customer_id: form.get("customer_id"),
    vendor_id: form.get("vendor_id"),
    product_id: form.get("product_id"),
  });
  const logo = form.get("logo");
  return json(await uploadLogo(viewer, input, logo instanceof File ? logo : null));
});
