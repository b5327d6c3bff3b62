"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { postAdmin } from "./action-button";

/** Rejects a seller application with the reason the applicant is mailed. */
export function RejectApplication({ id }: { id: number }) {
  const router = useRouter();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget).get("reason") ?? "");
    const res = await postAdmin(`/api/admin/applications/${id}`, { decision: "reject", reason });
    setMessage({ ok: res.success, text: res.message });
    if (res.success) router.refresh();
  }
  return (
    <form onSubmit={onSubmit} className="space-y-2" noValidate aria-label="Reject the application">
      <label htmlFor="reject-reason" className="label">
        Reason (mailed to the applicant)
      </label>
      <textarea id="reject-reason" name="reason" rows={3} maxLength={1000} className="input" />
      <button type="submit" className="btn-outline">
        Reject
      </button>
      {message && (
        <p role="status" className={`text-sm ${message.ok ? "text-emerald-700" : "text-red-700"}`}>
          {message.text}
        </p>
      )}
    </form>
  );
}
