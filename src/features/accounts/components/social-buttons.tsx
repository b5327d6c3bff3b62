"use client";
import { useState } from "react";
import { safeRedirect } from "@/lib/urls";
import { getAuthClient } from "../auth-client";

const LABEL = { google: "Continue with Google", microsoft: "Continue with Microsoft" } as const;

/** Shown only for providers whose client id and secret are configured on the server. */
export function SocialButtons({
  providers,
  callbackUrl,
}: {
  providers: ("google" | "microsoft")[];
  callbackUrl?: string;
}) {
  const [pending, setPending] = useState<string | null>(null);
  if (providers.length === 0) return null;
  async function go(provider: "google" | "microsoft") {
    setPending(provider);
    localStorage.setItem("active provider", provider);
    const back = encodeURIComponent(safeRedirect(callbackUrl));
    await (
      await getAuthClient()
    ).signIn.social({
      provider,
      callbackURL: `/auth/social?callbackUrl=${back}`,
      errorCallbackURL: "/auth/signin?reason=social",
    });
  }
  return (
    <div className="space-y-2">
      <p className="text-center text-xs uppercase tracking-wide text-slate-500">or</p>
      {providers.map((p) => (
        <button
          key={p}
          type="button"
          className="btn-outline w-full"
          disabled={pending !== null}
          onClick={() => void go(p)}
        >
          {pending === p ? "Redirecting…" : LABEL[p]}
        </button>
      ))}
    </div>
  );
}
