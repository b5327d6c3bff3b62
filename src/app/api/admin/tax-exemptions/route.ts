import { z } from "zod";
import { requireOperator } from "@/features/admin/server";
import { taxExemptionQueue } from "@/features/compliance/server";
import { handle, json } from "@/lib/http";

const query = z.object({
  status: z
    .enum(["pending", "verified", "rejected"], { error: "status must be pending, verified or rejected." })
    .default("pending"),
});

/** The operator's queue of tax-exemption certificates (waiting ones by default, oldest first). */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  const { status } = query.parse(Object.fromEntries(new URL(req.url).searchParams));
  return json({ success: true, data: await taxExemptionQueue(status) });
});
