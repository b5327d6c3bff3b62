import { z } from "zod";
import { opsTokenValid } from "@/features/orders/ops-token";
import { advanceOrderStatus } from "@/features/orders/server/lifecycle";
import { unauthorized } from "@/lib/errors";
import { handle, json, readJson } from "@/lib/http";

const schema = z.object({
  order: z.string().trim().min(1, "order (number or id) is required"),
  status: z.string().trim().min(1),
  tracking: z.string().trim().max(80).optional(),
  note: z.string().trim().max(300).optional(),
});

export const POST = handle(async (req: Request) => {
  if (!opsTokenValid(req.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? null))
    throw unauthorized("A valid operations token is required.");
  const b = await readJson(req, schema);
  const byId = /^\d+$/.test(b.order);
  return json(
    await advanceOrderStatus({
      orderId: byId ? Number(b.order) : undefined,
      orderNumber: byId ? undefined : b.order,
      status: b.status,
      trackingNumber: b.tracking,
      note: b.note,
    }),
  );
});
