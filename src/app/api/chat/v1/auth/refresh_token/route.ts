import { refresh } from "@/features/assistant/server/sessions";
import { handle, json } from "@/lib/http";

/** Rotates the refresh token sent as the bearer; a reused one is refused (SPEC §7). */
export const POST = handle(async (req: Request) => json({ success: true, data: await refresh(req) }));
