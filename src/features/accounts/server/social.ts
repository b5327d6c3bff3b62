import "server-only";
import { forgetSessions } from "./session-cache";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { account, user } from "@/db/schema";
import { AppError, forbidden } from "@/lib/errors";
import { SIGN_OUT_TEXT, signOutReason } from "../rules";
import type { socialLoginSchema } from "../schemas";
import { statusOf, type SessionUser } from "./status";

export type LoggedUser = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  position: string;
  vet_dvm_profile_image: string | null;
  state: string | null;
  country: string | null;
};

export function loggedUser(u: SessionUser): LoggedUser {
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    position: u.position,
    vet_dvm_profile_image: u.profileImage,
    state: u.state,
    country: u.country,
  };
}

/**
 * SPEC §7 social sync after a provider session appears. The body must describe the session's
 * own linked provider account; blocked accounts are refused with the reason.
 */
export async function syncSocialUser(u: SessionUser, input: z.infer<typeof socialLoginSchema>): Promise<LoggedUser> {
  const db = await getDb();
  if (input.email !== u.email.toLowerCase()) throw forbidden();
  const [linked] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, u.id), eq(account.providerId, input.account_type), eq(account.accountId, input.id)))
    .limit(1);
  if (!linked) throw forbidden("This provider account is not linked to the signed-in user.");
  const reason = signOutReason(statusOf(u));
  if (reason) throw new AppError("FORBIDDEN", SIGN_OUT_TEXT[reason]);
  // fill names the provider did not give us at first sign-in; never overwrite ones the user edited
  const firstName = u.firstName || input.first_name;
  const lastName = u.lastName || input.last_name;
  if (firstName !== u.firstName || lastName !== u.lastName) {
    await db
      .update(user)
      .set({ firstName, lastName, name: `${firstName} ${lastName}`.trim() || u.name })
      .where(eq(user.id, u.id));
    forgetSessions({ users: [u.id] });
  }
  return loggedUser({ ...u, firstName, lastName });
}
