"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";

/** Answers one open price request with a price for that buyer, valid until a date, through the vendor API. */
export function QuoteForm({ requestId, productName }: { requestId: number; productName: string }) {
  const router = useRouter();
  const [error, setError] = useState("");
  const [pending, setPending] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setPending(true);
    setError("");
    const res = await fetch(`/api/vendor/v1/requests/${requestId}/answer`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "price", price: f.get("price"), valid_until: f.get("valid_until") }),
    });
    const json = (await res.json().catch(() => ({}))) as { message?: string };
    setPending(false);
    if (!res.ok) return setError(json.message ?? "That did not work. Please try again.");
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="flex w-full flex-wrap items-end gap-2" aria-label={`Quote ${productName}`}>
      {error && (
        <div className="w-full">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
      <label className="text-xs">
        Quoted price ($)
        <input name="price" inputMode="decimal" required className="input mt-0.5 block w-28" />
      </label>
      <label className="text-xs">
        Valid until
        <input name="valid_until" type="date" required className="input mt-0.5 block" />
      </label>
      <button className="btn-primary" disabled={pending}>
        Send quote
      </button>
    </form>
  );
}
