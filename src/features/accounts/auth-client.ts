import { api } from "@/lib/api-client";

type AuthClient = ReturnType<typeof import("better-auth/react").createAuthClient>;
let client: Promise<AuthClient> | null = null;

/**
 * The auth client, loaded on first use: every page's header needs the helpers below but only
 * sign-in, sign-out and account forms need the client, so it stays out of the first page load.
 * Same-origin: the base URL is the page's own origin.
 */
export function getAuthClient(): Promise<AuthClient> {
  client ??= import("better-auth/react").then((m) => m.createAuthClient());
  return client;
}

/** Local keys holding the signed-in user's data and the chat; sign-out clears them all. */
export const USER_STORAGE_KEYS = [
  "logged user",
  "active provider",
  "dvm_chat_user_email",
  "dvm_chat_messages",
  "product variations",
  "modal variations",
  "coupons",
  "vendors changed",
];

/** Written on sign-out / sign-in so every other open tab follows (storage events fire cross-tab). */
export const SIGNED_OUT_KEY = "dvm-signed-out";
export const SIGNED_IN_KEY = "dvm-signed-in";
/** Coins just earned at sign-in, for the header badge animation on the next page. */
export const NEW_COINS_KEY = "dvm-new-coins";
/** A server message to show on the sign-in page after a forced sign-out (social sync failure). */
export const AUTH_ERROR_KEY = "dvm-auth-error";

/**
 * Fired (synchronously) before the user's local keys are cleared, so a listener still reads them:
 * the assistant's chat deletes its server history with the email it still knows. app/ wires it,
 * so accounts knows no feature above it.
 */
export const SIGNING_OUT_EVENT = "dvm:signing-out";

/** Subscribes to SIGNING_OUT_EVENT; returns the unsubscribe (an effect's cleanup). */
export function onSigningOut(listener: () => void): () => void {
  window.addEventListener(SIGNING_OUT_EVENT, listener);
  return () => window.removeEventListener(SIGNING_OUT_EVENT, listener);
}

export function clearLocalUser(): void {
  window.dispatchEvent(new Event(SIGNING_OUT_EVENT));
  for (const key of USER_STORAGE_KEYS) localStorage.removeItem(key);
}

/**
 * Ends the session, clears everything stored for the user, tells other tabs and leaves with a
 * full page load (so no client cache keeps the signed-out user's data).
 */
export async function signOutAndLeave(to = "/"): Promise<void> {
  await (await getAuthClient()).signOut().catch(() => undefined);
  clearLocalUser();
  localStorage.setItem(SIGNED_OUT_KEY, String(Date.now()));
  window.location.assign(to);
}

/** After any successful sign-in: the day's coin reward, the locally stored user, other tabs told. */
export async function afterSignIn(): Promise<void> {
  const res = await api<{ new_coins?: number }>("POST", "/api/save-user-coins", { url: "signin" });
  const body = res.ok ? res.data : null;
  if (body?.new_coins) sessionStorage.setItem(NEW_COINS_KEY, String(body.new_coins));
  const session = await (await getAuthClient()).getSession().catch(() => null);
  const u = session?.data?.user as Record<string, unknown> | undefined;
  if (u) {
    localStorage.setItem(
      "logged user",
      JSON.stringify({
        id: u.id,
        email: u.email,
        first_name: u.firstName,
        last_name: u.lastName,
        position: u.position,
        vet_dvm_profile_image: u.profileImage ?? null,
        state: u.state ?? null,
        country: u.country ?? null,
      }),
    );
  }
  localStorage.setItem(SIGNED_IN_KEY, String(Date.now()));
}

/** A full page load on purpose: no client cache may keep a signed-out user's data. */
export function hardNavigate(to: string): void {
  window.location.assign(to);
}
