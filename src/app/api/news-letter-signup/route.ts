import { signUpForNewsletter } from "@/features/content/server/service";
import { handle, json } from "@/lib/http";
import { clientIp, enforce } from "@/lib/rate-limit";

export const POST = handle(async (req: Request) => {
  const q = new URL(req.url).searchParams;
  await enforce(`newsletter:${clientIp(req)}`, 10, 600);
  return json(await signUpForNewsletter(q.get("email"), q.get("type")));
});
