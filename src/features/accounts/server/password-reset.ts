import "server-only";
import { getDb } from "@/db/client";
import { sendMail } from "@/features/mail/server";
import { baseUrl } from "@/lib/config";
import { errorFields, log } from "@/lib/logger";

/** How long an e-mailed reset link works; it works once (Better Auth consumes the token). */
export const RESET_TOKEN_SECONDS = 60 * 60;

export function resetLink(token: string): string {
  return `${baseUrl()}/auth/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Better Auth's sendResetPassword: records the mail in the outbox. Not awaited by the endpoint, so
 * a known address answers as fast as an unknown one (no account enumeration by timing).
 */
export function mailResetLink({
  user,
  token,
}: {
  user: { email: string; name: string };
  token: string;
}): Promise<void> {
  const work = (async () => {
    const db = await getDb();
    await sendMail(db, {
      to: user.email,
      subject: "Reset your DVM Market password",
      body: [
        `Hello ${user.name},`,
        "",
        "Someone asked to reset the password of your DVM Market account. If it was you, open this link",
        `within ${RESET_TOKEN_SECONDS / 60} minutes to choose a new password (it works once):`,
        "",
        resetLink(token),
        "",
        "If it was not you, ignore this mail: your password stays as it is.",
      ].join("\n"),
    });
  })();
  work.catch((err) => log("accounts").error(errorFields(err), "reset mail failed"));
  return Promise.resolve();
}
