import { z } from "zod";
import { isAdminRequest } from "@/features/accounts/server/admin-token";
import { pendingCredentials, verifyCredential } from "@/features/compliance/server";
import { forbidden } from "@/lib/errors";
import { handle, json, readJson } from "@/lib/http";

const schema = z.discriminatedUnion("command", [
  z.object({ command: z.literal("list-credentials") }),
  z.object({
    command: z.enum(["verify-dea", "verify-licence"]),
    id: z.coerce.number().int().positive("Give the credential's id."),
  }),
]);

/** `npm run admin -- verify-dea <id>` / `verify-licence <id>` / `list-credentials` through the running server. */
export const POST = handle(async (req: Request) => {
  if (!isAdminRequest(req)) throw forbidden();
  const cmd = await readJson(req, schema);
  if (cmd.command === "list-credentials")
    return json({ success: true, message: "pending", data: await pendingCredentials() });
  return json({ success: true, ...(await verifyCredential(cmd.command === "verify-dea" ? "dea" : "licence", cmd.id)) });
});
