"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";

/** Ends a running coupon at once; checkout then refuses it as expired. */
export function EndCouponButton({ id, code }: { id: number; code: string }) {
  const router = useRouter();
  const [error, setError] = useState("");
  const [pending, setPending] = useState(false);
  async function end() {
    setPending(true);
    const res = await fetch(`/api/vendor/v1/coupons/${id}/end`, { method: "POST" });
    const json = (await res.json().catch(() => ({}))) as { message?: string };
    setPending(false);
    if (!res.ok) return setError(json.message ?? "That did not work. Please try again.");
    router.refresh();
  }
  return (
    <span>
      <button type="button" onClick={end} disabled={pending} className="text-sm text-red-700 hover:underline">
        End {code} now
      </button>
      {error && (
        <span role="alert" className="block text-xs text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
