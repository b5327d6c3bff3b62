"use client";
import { ChevronDown, UserRound } from "lucide-react";
import Link from "@/components/ui/intent-link";
import { useEffect, useRef, useState } from "react";
import { SignOutButton } from "@/features/accounts";

/** Who is signed in to a workspace: a disclosure with the storefront link and sign-out (back to its sign-in). */
export function WorkspaceMenu({ email, label, signInPath }: { email: string; label: string; signInPath: string }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="workspace-menu"
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-white/10"
      >
        <UserRound className="size-4" aria-hidden />
        <span className="sr-only">{label} for </span>
        <span className="sr-only sm:not-sr-only sm:max-w-[40vw] sm:truncate">{email}</span>
        <ChevronDown className="size-4" aria-hidden />
      </button>
      {open && (
        <div
          id="workspace-menu"
          className="absolute right-0 z-dropdown mt-1 w-56 rounded-md border border-slate-200 bg-white py-1 text-sm text-slate-800 shadow-lg"
        >
          <p className="truncate px-3 py-2 text-xs text-slate-500">Signed in as {email}</p>
          <Link href="/" className="block px-3 py-2 hover:bg-slate-100">
            Open the storefront
          </Link>
          <SignOutButton to={signInPath} className="block w-full px-3 py-2 text-left hover:bg-slate-100" />
        </div>
      )}
    </div>
  );
}
