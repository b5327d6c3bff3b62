"use client";
import { api } from "@/lib/api-client";
import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { TIMINGS, validateNewsletterEmail } from "../rules";

type State =
  { kind: "idle" } | { kind: "submitting" } | { kind: "success"; message: string } | { kind: "error"; message: string };

/** Footer newsletter (SPEC §4): idle, submitting, success for 3 s then cleared. */
export function NewsletterForm({ type = "product" }: { type?: string }) {
  const [email, setEmail] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });
  useEffect(() => {
    if (state.kind !== "success") return;
    const t = setTimeout(() => {
      setState({ kind: "idle" });
      setEmail("");
    }, TIMINGS.newsletterSuccessMs);
    return () => clearTimeout(t);
  }, [state]);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const error = validateNewsletterEmail(email);
    if (error) return setState({ kind: "error", message: error });
    setState({ kind: "submitting" });
    const res = await api(
      "POST",
      `/api/news-letter-signup?email=${encodeURIComponent(email.trim())}&type=${encodeURIComponent(type)}`,
    );
    if (res.ok) setState({ kind: "success", message: res.message ?? "Thank you for subscribing!" });
    else setState({ kind: "error", message: res.message });
  };
  const submitting = state.kind === "submitting";
  return (
    <form onSubmit={submit} noValidate aria-label="Newsletter signup">
      <label htmlFor="newsletter-email" className="mb-1 block text-sm font-semibold text-white">
        Subscribe to our newsletter
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="Your email address"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (state.kind === "error") setState({ kind: "idle" });
          }}
          aria-invalid={state.kind === "error"}
          aria-describedby="newsletter-status"
          className="input text-ink"
        />
        <button type="submit" disabled={submitting} className="btn-primary shrink-0">
          {submitting && <Loader2 className="size-4 animate-spin" aria-hidden />}Subscribe
        </button>
      </div>
      <p
        id="newsletter-status"
        role="status"
        className={`mt-1 min-h-5 text-sm ${state.kind === "error" ? "text-red-300" : "text-brand-200"}`}
      >
        {state.kind === "error" || state.kind === "success" ? state.message : ""}
      </p>
    </form>
  );
}
