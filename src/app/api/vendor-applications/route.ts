import { vendorApplicationInput } from "@/features/content/schemas";
import { saveVendorApplication } from "@/features/content/server/service";
import { handle, json, readBody } from "@/lib/http";
import { clientIp, enforce } from "@/lib/rate-limit";

export const POST = handle(async (req: Request) => {
  const input = await readBody(req, vendorApplicationInput);
  await enforce(
    `vendor-app:${clientIp(req)}`,
    5,
    3600,
    "You have sent several applications already. Please try again later.",
  );
  return json(await saveVendorApplication(input), { status: 201 });
});
