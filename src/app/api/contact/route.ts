import { contactInput } from "@/features/content/schemas";
import { saveContactMessage } from "@/features/content/server/service";
import { handle, json, readBody } from "@/lib/http";
import { clientIp, enforce } from "@/lib/rate-limit";

export const POST = handle(async (req: Request) => {
  const input = await readBody(req, contactInput);
  await enforce(`contact:${clientIp(req)}`, 5, 3600, "You have sent several messages already. Please try again later.");
  return json(await saveContactMessage(input), { status: 201 });
});
