"use client";
import { Notice } from "@/components/ui/notice";
import Link from "@/components/ui/intent-link";
import { useEffect, useState } from "react";
import { safeRedirect } from "@/lib/urls";
import { afterSignIn, AUTH_ERROR_KEY, getAuthClient } from "../auth-client";
import { signInFormProblem } from "../sign-in-check";
import { CredentialFields } from "./credential-fields";
import { SocialButtons } from "./social-buttons";

type Props = { callbackUrl?: string; initialError?: string; providers?: ("google" | "microsoft")[] };

export function signInErrorText(status: number | undefined, message: string | undefined): string {
  if (status === 429) return "Too many attempts. Please wait a minute and try again.";
  // 403 carries the reason the account may not sign in (deactivated, not allowed, deleted)
  if (status === 403 && message) return message;
  return "Invalid email or password.";
}

export function SignInForm({ callbackUrl, initialError, providers = [] }: Props) {
  const [error, setError] = useState(initialError ?? "");
  const [pending, setPending] = useState(false);

  useEffect(() => void getAuthClient(), []); // fetched while the buyer types, not on submit

  useEffect(() => {
    // a social sync failure leaves the server's message here before returning to sign-in
    const stored = sessionStorage.getItem(AUTH_ERROR_KEY);
    if (!stored) return;
    sessionStorage.removeItem(AUTH_ERROR_KEY);
    const t = window.setTimeout(() => setError(stored), 0);
    return () => window.clearTimeout(t);
  }, []);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    // checked here first: an empty form never reaches the server or spends a rate-limited attempt
    const problem = signInFormProblem(email, password);
    if (problem) return setError(problem);
    setPending(true);
    setError("");
    const { error: err } = await (await getAuthClient()).signIn.email({ email, password });
    if (err) {
      setPending(false);
      setError(signInErrorText(err.status, err.message));
      return;
    }
    await afterSignIn();
    window.location.assign(safeRedirect(callbackUrl));
  }

  return (
    <div className="space-y-5">
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {error && <Notice tone="error">{error}</Notice>}
        <CredentialFields />
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? "Signing in…" : "Sign in"}
        </button>
        <p className="text-right text-sm">
          <Link href="/auth/forgot-password" className="text-brand-700 underline">
            Forgot your password?
          </Link>
        </p>
      </form>
      <SocialButtons providers={providers} callbackUrl={callbackUrl} />
      <p className="text-center text-sm text-slate-600">
        New to DVM Market?{" "}
        <Link
          href={callbackUrl ? `/auth/register?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/auth/register"}
          className="font-semibold text-brand-700 underline"
        >
          Create an account
        </Link>
      </p>
    </div>
  );
}
