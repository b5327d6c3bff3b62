"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";
import { useMutation } from "@/lib/use-mutation";
import type { CouponStatus } from "../coupon-schema";

type Coupon = {
  id: number;
  code: string;
  status: CouponStatus;
  ends_on: string | null;
  previous_ends_on: string | null;
};

/**
 * What a coupon's row offers: a running or scheduled coupon is edited or ended (after a confirmation);
 * an ended one is reactivated until the end it had, if that is still ahead, or until a new last day.
 */
export function CouponActions({ coupon: c, today }: { coupon: Coupon; today: string }) {
  const router = useRouter();
  const m = useMutation({ refresh: true, silent: true });
  const reactivate = (endsOn?: string) =>
    m.run("POST", `/api/vendor/v1/coupons/${c.id}/reactivate`, endsOn ? { ends_on: endsOn } : {}, {
      success: `${c.code} runs again.`,
    });

  if (c.status === "ended") {
    const restorable = c.previous_ends_on !== null && c.previous_ends_on >= today;
    return (
      <div className="min-w-48 space-y-1">
        {restorable ? (
          <button type="button" className="btn-outline" disabled={m.pending} onClick={() => reactivate()}>
            Reactivate until {c.previous_ends_on}
            <span className="sr-only"> ({c.code})</span>
          </button>
        ) : (
          <form
            aria-label={`Reactivate ${c.code}`}
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void reactivate(String(new FormData(e.currentTarget).get("ends_on")));
            }}
          >
            <label className="text-xs">
              New last day
              <input name="ends_on" type="date" required min={today} className="input mt-0.5 block" />
            </label>
            <button className="btn-outline" disabled={m.pending}>
              Reactivate
            </button>
          </form>
        )}
        <Notice look="line" inline className="block text-xs" notice={m.notice} />
      </div>
    );
  }

  return (
    <span className="flex flex-wrap items-center gap-2">
      <Link href={`/vendor/coupons?edit=${c.id}`} className="btn-outline">
        Edit<span className="sr-only"> {c.code}</span>
      </Link>
      {(c.status === "active" || c.status === "scheduled") && (
        <ConfirmAction
          trigger={`End ${c.code} now`}
          triggerClassName="btn border border-red-600 text-red-700 hover:bg-red-50"
          title={`End ${c.code} now?`}
          description={
            <p>
              Buyers can no longer use it at checkout; orders already placed keep their discount. You can reactivate it
              {c.ends_on ? ` until its end date, ${c.ends_on}, or` : ""} with a new end date.
            </p>
          }
          confirmLabel="End coupon"
          pendingLabel="Ending…"
          onConfirm={async () => {
            const res = await api("POST", `/api/vendor/v1/coupons/${c.id}/end`);
            if (!res.ok) return { ok: false, message: res.message };
            router.refresh();
            return { ok: true };
          }}
        />
      )}
    </span>
  );
}
