"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";

/** "I have checked my stock": acknowledges one recall notice for the clinic location, then refreshes the page. */
export function AcknowledgeRecallButton({ noticeId, recallNumber }: { noticeId: number; recallNumber: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState("");
  async function acknowledge() {
    setPending(true);
    setError("");
    try {
      const res = await fetch(`/api/compliance/recalls/${noticeId}/acknowledge`, { method: "POST" });
      const json = (await res.json().catch(() => ({}))) as { message?: string };
      if (!res.ok) setError(json.message ?? "That did not work. Please try again.");
      else router.refresh();
    } catch {
      setError("The server could not be reached. Please try again.");
    }
    setPending(false);
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        className="btn-primary"
        disabled={pending}
        onClick={acknowledge}
        aria-label={`I have checked my stock for recall ${recallNumber}`}
      >
        {pending ? "Saving…" : "I have checked my stock"}
      </button>
      {error && (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
