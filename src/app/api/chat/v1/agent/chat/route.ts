import { chat } from "@/features/assistant/server/chat";
import { handle, json } from "@/lib/http";

/** Multipart text_query and/or image with the bearer access token → answer and product cards. */
export const POST = handle(async (req: Request) => json({ success: true, data: await chat(req) }));
