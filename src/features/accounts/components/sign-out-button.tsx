"use client";
import { signOutAndLeave } from "../auth-client";

/** Signs out and leaves for `to` (the storefront's home unless a portal has its own sign-in page). */
export function SignOutButton({ className, to = "/" }: { className?: string; to?: string }) {
  return (
    <button type="button" onClick={() => void signOutAndLeave(to)} className={className}>
      Sign out
    </button>
  );
}
