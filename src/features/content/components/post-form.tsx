"use client";
import { api } from "@/lib/api-client";
import { Loader2 } from "lucide-react";
import { useState } from "react";
import type { ZodType } from "zod";
import { toast } from "@/features/shell";
import { issueSentence } from "@/lib/zod-sentences";

/**
 * A form that validates with the same zod schema as its route handler, posts JSON
 * and reports the answer in a toast and an inline status.
 */
export function PostForm<T>({
  action,
  schema,
  children,
  submitLabel,
}: {
  action: string;
  schema: ZodType<T>;
  submitLabel: string;
  children: (errors: Record<string, string>) => React.ReactNode;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const values = Object.fromEntries(new FormData(form).entries());
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issueSentence(issue);
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    const res = await api("POST", action, parsed.data);
    setBusy(false);
    if (res.ok) {
      form.reset();
      setDone(res.message ?? "Sent.");
      toast(res.message ?? "Sent.", "success");
    } else {
      toast(res.message, "error");
    }
  };
  return (
    <form onSubmit={submit} noValidate className="card space-y-4 p-5">
      {children(errors)}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {submitLabel}
      </button>
      <p role="status" className="text-sm text-brand-800">
        {done}
      </p>
    </form>
  );
}
