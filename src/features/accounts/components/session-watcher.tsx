"use client";
import { api } from "@/lib/api-client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { getAuthClient, clearLocalUser, hardNavigate, SIGNED_IN_KEY, SIGNED_OUT_KEY } from "../auth-client";
import { signOutReason, STATUS_CHECK_MS, type UserStatus } from "../viewer-rules";
import { useViewer } from "./viewer-context";

/**
 * SPEC §4 session states: follows sign-in/sign-out made in other tabs (storage events), re-checks
 * the session when the tab becomes visible, and every 60 s asks whether the account may stay
 * signed in (deactivated, not allowed or deleted users are signed out with the reason).
 */
/** Asks whether the account may stay signed in; signs out with the reason when not. */
async function checkStatus(email: string): Promise<UserStatus | "signed-out" | null> {
  const res = await api<UserStatus>("GET", `/api/get-user-details/${encodeURIComponent(email)}`, undefined, {
    cache: "no-store",
  });
  if (res.status === 0) return null; // offline: try again next time
  if (res.status === 401) {
    clearLocalUser();
    hardNavigate("/auth/signin?reason=session");
    return "signed-out";
  }
  if (!res.ok) return null;
  const status = res.data;
  const reason = signOutReason(status);
  if (!reason) return status;
  await (await getAuthClient()).signOut().catch(() => undefined);
  clearLocalUser();
  localStorage.setItem(SIGNED_OUT_KEY, String(Date.now()));
  hardNavigate(`/auth/signin?reason=${reason}`);
  return "signed-out";
}

export function SessionWatcher() {
  const viewer = useViewer();
  const router = useRouter();
  const id = viewer?.id ?? null;
  const email = viewer?.email ?? null;
  const confirmed = viewer?.confirmed ?? null;

  useEffect(() => {
    function onStorage(e: StorageEvent) {
      if (e.key === SIGNED_OUT_KEY && id) {
        clearLocalUser();
        hardNavigate("/");
      } else if (e.key === SIGNED_IN_KEY && !id) {
        window.location.reload();
      }
    }
    async function onVisible() {
      if (document.visibilityState !== "visible") return;
      type Session = { user?: { id: string; email: string } } | null;
      const res = await api<Session>("GET", "/api/auth/get-session", undefined, { cache: "no-store" });
      if (!res.ok) return;
      const session = res.data;
      const sessionId = session?.user?.id ?? null;
      if (id && !sessionId) {
        clearLocalUser();
        hardNavigate("/");
      } else if (sessionId && !id) {
        // a session the page did not show: signed in elsewhere, or a blocked account to sign out
        if ((await checkStatus(session!.user!.email)) !== "signed-out") window.location.reload();
      } else if (sessionId !== id) {
        window.location.reload();
      }
    }
    window.addEventListener("storage", onStorage);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("storage", onStorage);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [id]);

  useEffect(() => {
    if (!email) return;
    const timer = window.setInterval(async () => {
      const status = await checkStatus(email);
      // e.g. the account was just confirmed: re-render so the top-bar notice goes
      if (status && status !== "signed-out" && status.confirmed !== confirmed) router.refresh();
    }, STATUS_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [email, confirmed, router]);

  return null;
}
