"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { postAdmin } from "./action-button";

export function CoinsForm({ userId }: { userId: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setPending(true);
    const res = await postAdmin(`/api/admin/users/${encodeURIComponent(userId)}/coins`, {
      delta: Number(data.get("delta")),
      reason: String(data.get("reason") ?? ""),
    });
    setPending(false);
    setMessage({ ok: res.success, text: res.message });
    if (res.success) {
      form.reset();
      router.refresh();
    }
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" noValidate>
      <div>
        <label htmlFor="coin-delta" className="label">
          Coins (+/−)
        </label>
        <input id="coin-delta" name="delta" type="number" step={1} required className="input w-28" />
      </div>
      <div className="min-w-48 flex-1">
        <label htmlFor="coin-reason" className="label">
          Reason
        </label>
        <input id="coin-reason" name="reason" required maxLength={200} className="input" />
      </div>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? "Saving…" : "Adjust coins"}
      </button>
      {message && (
        <p role="status" className={`w-full text-sm ${message.ok ? "text-emerald-700" : "text-red-700"}`}>
          {message.text}
        </p>
      )}
    </form>
  );
}
