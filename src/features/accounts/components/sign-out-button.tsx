"use client";
import { authClient, USER_STORAGE_KEYS } from "../auth-client";

export function SignOutButton({ className }: { className?: string }) {
  async function signOut() {
    await authClient.signOut();
    for (const key of USER_STORAGE_KEYS) localStorage.removeItem(key);
    // other tabs listen for this key and sign out too
    localStorage.setItem("dvm-signed-out", String(Date.now()));
    // a full load drops every client cache of the signed-out user, not only the router's
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/");
  }
  return (
    <button type="button" onClick={signOut} className={className}>
      Sign out
    </button>
  );
}
