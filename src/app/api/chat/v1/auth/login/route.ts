import { viewerFromRequest } from "@/features/accounts/server/session";
import { chatLoginSchema } from "@/features/assistant/schemas";
import { quota } from "@/features/assistant/server/chat";
import { warmLabelReader } from "@/features/assistant/server/ocr";
import { login } from "@/features/assistant/server/sessions";
import { refuseCrossSite } from "@/lib/csrf";
import { AppError } from "@/lib/errors";
import { errorResponse, json, readJson } from "@/lib/http";
import { clientIp, enforce } from "@/lib/rate-limit";
import { errorFields, log } from "@/lib/logger";

/** Chat sign-in by email (no password): answers data.data with the token pair (SPEC §7). */
export async function POST(req: Request): Promise<Response> {
  try {
    refuseCrossSite(req);
    await enforce(`assistant:login:${clientIp(req)}`, quota("ASSISTANT_LOGIN_PER_MINUTE"), 60);
    const { email } = await readJson(req, chatLoginSchema);
    const data = await login(email, await viewerFromRequest(req));
    warmLabelReader();
    return json({ success: true, data });
  } catch (err) {
    if (err instanceof AppError || (err as Error)?.name === "ZodError") return errorResponse(err);
    log("assistant").error(errorFields(err), "login failed");
    // The client retries this code once after 2 s (SPEC §8).
    return json(
      { success: false, code: "INTERNAL_SERVER_ERROR", message: "Failed to authenticate. Please try again." },
      { status: 500 },
    );
  }
}
