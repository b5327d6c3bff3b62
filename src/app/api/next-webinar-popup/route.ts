import { nextWebinarPopup } from "@/features/shell/server/webinar-popup";
import { handle, json } from "@/lib/http";

export const GET = handle(async () => json({ success: true, data: await nextWebinarPopup() }));
