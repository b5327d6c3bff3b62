"use client";
import { api } from "@/lib/api-client";
import { useEffect, useRef } from "react";
import { safeRedirect } from "@/lib/urls";
import { afterSignIn, AUTH_ERROR_KEY, getAuthClient, clearLocalUser, hardNavigate } from "../auth-client";
import { SIGN_OUT_TEXT } from "../rules";

/**
 * SPEC §4 social login: once the provider session exists, sync the user with POST /api/social-login.
 * Any failure signs out and returns to sign-in with the server's error.
 */
export function SocialComplete({ callbackUrl }: { callbackUrl?: string }) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      let error: string = SIGN_OUT_TEXT.social;
      try {
        const session = await (await getAuthClient()).getSession();
        const accounts = await (await getAuthClient()).listAccounts();
        const u = session.data?.user as
          { email: string; firstName?: string; lastName?: string; name?: string } | undefined;
        const linked = accounts.data?.find((a) => a.providerId === "google" || a.providerId === "microsoft");
        if (u && linked) {
          const [first = "", ...rest] = (u.name ?? "").split(" ");
          const res = await api("POST", "/api/social-login", {
            first_name: u.firstName || first,
            last_name: u.lastName || rest.join(" "),
            type: "Web",
            id: linked.accountId,
            account_type: linked.providerId,
            email: u.email,
          });
          if (res.ok) {
            await afterSignIn();
            window.location.assign(safeRedirect(callbackUrl));
            return;
          }
          const refusal = res.body as { error?: string | null; message?: string } | undefined;
          error = refusal?.error || refusal?.message || error;
        }
      } catch {
        // fall through to the sign-out below with the generic message
      }
      await (await getAuthClient()).signOut().catch(() => undefined);
      clearLocalUser();
      sessionStorage.setItem(AUTH_ERROR_KEY, error);
      hardNavigate("/auth/signin");
    })();
  }, [callbackUrl]);
  return (
    <p role="status" className="text-center text-slate-600">
      Finishing sign-in…
    </p>
  );
}
