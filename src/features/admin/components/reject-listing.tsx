"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { postAdmin } from "./action-button";

/** Rejects with a reason the vendor reads: a listing by default, or another request under review at `url`. */
export function RejectListing({ id, name, url }: { id: number; name: string; url?: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget).get("reason") ?? "");
    const res = await postAdmin(url ?? `/api/admin/moderation/${id}`, { decision: "reject", reason });
    setMessage({ ok: res.success, text: res.message });
    if (res.success) router.refresh();
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2" noValidate>
      <div>
        <label htmlFor={`reject-${id}`} className="label">
          Reason to reject {name}
        </label>
        <input id={`reject-${id}`} name="reason" maxLength={500} className="input" />
      </div>
      <button type="submit" className="btn-outline">
        Reject
      </button>
      {message && (
        <p role="status" className={`w-full text-xs ${message.ok ? "text-emerald-700" : "text-red-700"}`}>
          {message.text}
        </p>
      )}
    </form>
  );
}
