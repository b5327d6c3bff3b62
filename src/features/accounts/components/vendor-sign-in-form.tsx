"use client";
import { Notice } from "@/components/ui/notice";
import { useState } from "react";
import { getAuthClient } from "../auth-client";
import { CredentialFields } from "./credential-fields";
import { signInErrorText } from "./sign-in-form";

/** Vendors sign in with their vendor account; a buyer account is signed straight back out. */
export function VendorSignInForm({ portalUrl }: { portalUrl: string }) {
  const [error, setError] = useState("");
  const [pending, setPending] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setPending(true);
    setError("");
    const { data, error: err } = await (
      await getAuthClient()
    ).signIn.email({ email: String(form.get("email") ?? "").trim(), password: String(form.get("password") ?? "") });
    if (err) {
      setPending(false);
      setError(signInErrorText(err.status, err.message));
      return;
    }
    if ((data?.user as { role?: string } | undefined)?.role !== "vendor") {
      await (await getAuthClient()).signOut();
      setPending(false);
      setError("This is not a vendor account. Buyers sign in on the customer sign-in page.");
      return;
    }
    window.location.assign(portalUrl);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {error && <Notice tone="error">{error}</Notice>}
      <CredentialFields idPrefix="vendor-" emailLabel="Vendor email" />
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? "Signing in…" : "Sign in as vendor"}
      </button>
    </form>
  );
}
