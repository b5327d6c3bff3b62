"use client";
import { useState } from "react";
import { safeCallback } from "@/lib/urls";
import { authClient } from "../auth-client";

export function SignInForm({ callbackUrl, initialError }: { callbackUrl?: string; initialError?: string }) {
  const [error, setError] = useState(initialError ?? "");
  const [pending, setPending] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setPending(true);
    setError("");
    const { error: err } = await authClient.signIn.email({
      email: String(form.get("email") ?? "").trim(),
      password: String(form.get("password") ?? ""),
    });
    if (err) {
      setPending(false);
      setError(err.status === 429 ? "Too many attempts. Please wait a minute and try again." : "Invalid email or password.");
      return;
    }
    // reward coins for the day's first sign-in; the server decides whether it is due
    await fetch("/api/save-user-coins", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ url: "signin" }) }).catch(() => undefined);
    window.location.assign(safeCallback(callbackUrl));
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {error && <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">{error}</p>}
      <div>
        <label htmlFor="email" className="label">Email</label>
        <input id="email" name="email" type="email" autoComplete="email" required className="input" />
      </div>
      <div>
        <label htmlFor="password" className="label">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required className="input" />
      </div>
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
