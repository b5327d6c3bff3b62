"use client";
import { signOutAndLeave } from "../auth-client";

export function SignOutButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={() => void signOutAndLeave("/")} className={className}>
      Sign out
    </button>
  );
}
