"use client";
import { api } from "@/lib/api-client";
import { Notice } from "@/components/ui/notice";
import Link from "next/link";
import { useState } from "react";
import { useViewer } from "@/features/accounts";
import { orderDetailsLinkLabel } from "../rules";
import type { GuestOrderStatus } from "../server/queries";
import { StatusBadge } from "./status-badge";

/** Order number + email lookup; shows status, tracking and history without signing in. */
export function TrackOrderForm() {
  const viewer = useViewer();
  const [order, setOrder] = useState<GuestOrderStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const fd = new FormData(e.currentTarget);
    const res = await api<{ order: GuestOrderStatus }>("POST", "/api/track-order", {
      order_number: fd.get("order_number"),
      email: fd.get("email"),
    });
    setBusy(false);
    if (!res.ok) {
      setOrder(null);
      return setError(res.message);
    }
    setOrder(res.data.order);
  };
  return (
    <div className="space-y-4">
      <form
        onSubmit={submit}
        className="card grid gap-3 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        aria-label="Track an order"
      >
        <div>
          <label className="label" htmlFor="order_number">
            Order number
          </label>
          <input id="order_number" name="order_number" className="input" placeholder="DVM-…" required />
        </div>
        <div>
          <label className="label" htmlFor="track-email">
            Email
          </label>
          <input id="track-email" name="email" type="email" className="input" required autoComplete="email" />
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Searching…" : "Track order"}
        </button>
      </form>
      {error && (
        <Notice look="banner" tone="error">
          {error}
        </Notice>
      )}
      {order && (
        <section className="card p-4" aria-label={`Order ${order.order_number}`}>
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-lg font-semibold">Order {order.order_number}</h2>
            <StatusBadge status={order.status} />
          </div>
          {order.tracking_number && (
            <p className="mt-1 text-sm">
              Tracking number: <span className="font-mono font-semibold">{order.tracking_number}</span>
            </p>
          )}
          <ol className="mt-2 space-y-1 text-sm">
            {order.history.map((h, i) => (
              <li key={i} className="flex items-start gap-2">
                <StatusBadge status={h.status} />
                <span className="text-slate-600">{new Date(h.created_at).toLocaleString("en-US")}</span>
              </li>
            ))}
          </ol>
          <Link href={`/user/order-details/${order.id}`} className="mt-3 inline-block text-sm text-brand-700 underline">
            {orderDetailsLinkLabel(viewer !== null)}
          </Link>
        </section>
      )}
    </div>
  );
}
