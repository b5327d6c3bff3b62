"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

/** Ends a running coupon at once; checkout then refuses it as expired. */
export function EndCouponButton({ id, code }: { id: number; code: string }) {
  const m = useMutation({ refresh: true, silent: true });
  const end = () => m.run("POST", `/api/vendor/v1/coupons/${id}/end`);
  return (
    <span>
      <button type="button" onClick={end} disabled={m.pending} className="text-sm text-red-700 hover:underline">
        End {code} now
      </button>
      <Notice look="line" inline className="block text-xs" notice={m.notice} />
    </span>
  );
}
