import { createAuthClient } from "better-auth/react";

// Same-origin client: the base URL is the page's own origin.
export const authClient = createAuthClient();

/** Local keys holding the signed-in user's data and the chat; sign-out clears them all. */
export const USER_STORAGE_KEYS = ["logged user", "dvm_chat_user_email", "dvm_chat_messages", "product variations", "modal variations", "coupons", "vendors changed"];
