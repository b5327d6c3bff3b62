"use client";
import Link from "next/link";
import { SignOutButton } from "./sign-out-button";
import { useViewer } from "./viewer-context";

/** Profile button: signed out 'As customer' / 'As vendor'; signed in 'Dashboard' / 'Sign out'. */
export function ProfileMenu() {
  const viewer = useViewer();
  if (!viewer) return <Link href="/auth/signin" className="btn-primary">Sign in</Link>;
  return (
    <span className="flex items-center gap-3 text-sm">
      <Link href={`/dashboard/user/${viewer.id}`} className="font-medium">Dashboard</Link>
      <SignOutButton className="font-medium text-slate-600 hover:text-ink" />
    </span>
  );
}
