"use client";
import { Notice } from "@/components/ui/notice";
import Link from "@/components/ui/intent-link";
import { useEffect, useState } from "react";
import { safeRedirect } from "@/lib/urls";
import { afterSignIn, getAuthClient } from "../auth-client";
import { PASSWORD_MIN, passwordProblem, POSITIONS } from "../rules";
import { registerSchema } from "../schemas";
import { issueSentence } from "@/lib/zod-sentences";

const FIELDS = [
  ["firstName", "First name", "given-name"],
  ["lastName", "Last name", "family-name"],
  ["clinicName", "Clinic name", "organization"],
  ["state", "State", "address-level1"],
  ["country", "Country", "country-name"],
] as const;

export function RegisterForm({ callbackUrl }: { callbackUrl?: string }) {
  const [error, setError] = useState("");
  const [passwordError, setPasswordError] = useState("");
  const [pending, setPending] = useState(false);
  useEffect(() => void getAuthClient(), []); // fetched while the buyer types, not on submit

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const values = Object.fromEntries(new FormData(e.currentTarget).entries());
    const parsed = registerSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      if (issue.path[0] === "password") setPasswordError(issueSentence(issue));
      setError(issueSentence(issue));
      return;
    }
    setPending(true);
    setError("");
    const v = parsed.data;
    const { error: err } = await (await getAuthClient()).signUp.email({ ...v, name: `${v.firstName} ${v.lastName}` });
    if (err) {
      setPending(false);
      setError(
        err.status === 429
          ? "Too many attempts. Please wait and try again."
          : err.status === 422 || /exist/i.test(err.message ?? "")
            ? "An account with this email already exists. Sign in instead."
            : (err.message ?? "Registration failed. Please try again."),
      );
      return;
    }
    await afterSignIn();
    window.location.assign(safeRedirect(callbackUrl));
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {error && <Notice tone="error">{error}</Notice>}
      <div>
        <label htmlFor="reg-email" className="label">
          Email
        </label>
        <input id="reg-email" name="email" type="email" autoComplete="email" required className="input" />
      </div>
      <div>
        <label htmlFor="reg-password" className="label">
          Password
        </label>
        <input
          id="reg-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          className="input"
          aria-describedby="reg-password-help"
          aria-invalid={passwordError ? true : undefined}
          onBlur={(e) => setPasswordError(e.currentTarget.value ? (passwordProblem(e.currentTarget.value) ?? "") : "")}
        />
        <p id="reg-password-help" className={`mt-1 text-xs ${passwordError ? "text-red-700" : "text-slate-500"}`}>
          {passwordError ||
            `At least ${PASSWORD_MIN} characters. Long passphrases are welcome; common passwords are refused.`}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(([name, label, auto]) => (
          <div key={name}>
            <label htmlFor={`reg-${name}`} className="label">
              {label}
            </label>
            <input id={`reg-${name}`} name={name} autoComplete={auto} required className="input" />
          </div>
        ))}
        <div>
          <label htmlFor="reg-position" className="label">
            Position
          </label>
          <select id="reg-position" name="position" required className="input" defaultValue="">
            <option value="" disabled>
              Choose…
            </option>
            {POSITIONS.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-xs text-slate-500">New accounts are reviewed by our team before they are confirmed.</p>
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? "Creating account…" : "Create account"}
      </button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link href="/auth/signin" className="font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
