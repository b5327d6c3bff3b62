"use client";
import { api } from "@/lib/api-client";
import Link from "@/components/ui/intent-link";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";

const SENT_TEXT = "If an account uses that address, we have sent it a link to choose a new password.";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [state, setState] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("email") ?? "").trim();
    if (!email) return setState({ tone: "error", text: "Enter the email address of your account." });
    setPending(true);
    const res = await api("POST", "/api/auth/request-password-reset", { email });
    setPending(false);
    if (res.status === 429) return setState({ tone: "error", text: "Too many requests. Please try again later." });
    if (!res.ok) return setState({ tone: "error", text: "Enter a valid email address." });
    setState({ tone: "success", text: SENT_TEXT });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {state && <Notice tone={state.tone}>{state.text}</Notice>}
      <div>
        <label htmlFor="email" className="label">
          Email
        </label>
        <input id="email" name="email" type="email" autoComplete="email" required className="input" />
      </div>
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? "Sending…" : "Send reset link"}
      </button>
      <p className="text-center text-sm text-slate-600">
        <Link href="/auth/signin" className="font-semibold text-brand-700 underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}

/** Sets the new password with the token from the mailed link; `signInHref` is where the account signs in afterwards. */
export function ResetPasswordForm({ token, signInHref = "/auth/signin" }: { token: string; signInHref?: string }) {
  const [state, setState] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = String(form.get("password") ?? "");
    if (password !== String(form.get("confirm") ?? ""))
      return setState({ tone: "error", text: "The two passwords do not match." });
    setPending(true);
    const res = await api("POST", "/api/auth/reset-password", { token, newPassword: password });
    setPending(false);
    if (!res.ok) {
      const expired = /token/i.test(res.message ?? "");
      const text = expired ? "This link has expired or was already used. Ask for a new one." : res.message;
      return setState({ tone: "error", text: text ?? "Please try again." });
    }
    setDone(true);
    setState({ tone: "success", text: "Your password is changed and every session is signed out. Sign in again." });
  }

  if (!token) return <Notice tone="error">This link is incomplete. Ask for a new one.</Notice>;
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {state && <Notice tone={state.tone}>{state.text}</Notice>}
      {!done && (
        <>
          <div>
            <label htmlFor="password" className="label">
              New password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              className="input"
            />
          </div>
          <div>
            <label htmlFor="confirm" className="label">
              Repeat the new password
            </label>
            <input id="confirm" name="confirm" type="password" autoComplete="new-password" required className="input" />
          </div>
          <button type="submit" className="btn-primary w-full" disabled={pending}>
            {pending ? "Saving…" : "Set new password"}
          </button>
        </>
      )}
      <p className="text-center text-sm text-slate-600">
        <Link href={done ? signInHref : "/auth/forgot-password"} className="font-semibold text-brand-700 underline">
          {done ? "Sign in" : "Ask for a new link"}
        </Link>
      </p>
    </form>
  );
}
