import { nextWebinarPopup } from "@/features/shell/server/webinar-popup";
import { handle, json } from "@/lib/http";

/** The same for everyone: shared by the page cache and kept by browsers for a minute (no cost per buyer). */
export const GET = handle(async () =>
  json({ success: true, data: await nextWebinarPopup() }, { headers: { "cache-control": "public, max-age=60" } }),
);
