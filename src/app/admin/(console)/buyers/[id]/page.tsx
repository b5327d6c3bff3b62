import type { Metadata } from "next";
import Link from "next/link";
import { ActionButton } from "@/features/admin/components/action-button";
import { ConfirmForm } from "@/features/admin/components/confirm-form";
import { CoinsForm } from "@/features/admin/components/coins-form";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { operatorForPage } from "@/features/admin/server";
import { getBuyer } from "@/features/admin/server/buyers";
import { AppError } from "@/lib/errors";
import { formatUsd } from "@/lib/money";
import { notFound } from "next/navigation";

export const metadata: Metadata = { title: "Buyer" };

const day = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

export default async function BuyerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!(await operatorForPage(`/admin/buyers/${encodeURIComponent(id)}`))) return <ConsoleForbidden />;
  const b = await getBuyer(id).catch((err) => {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
    throw err;
  });
  const p = b.profile;
  const act = (action: string) => `/api/admin/users/${encodeURIComponent(p.id)}/${action}`;
  return (
    <div className="space-y-6">
      <p>
        <Link href="/admin/buyers" className="text-sm text-brand-700 underline">
          ← Buyers
        </Link>
      </p>
      <header>
        <h1 className="text-2xl font-bold break-all">{p.email}</h1>
        <p className="text-slate-600">
          {p.firstName} {p.lastName} · {p.position} · {p.clinic ?? "no clinic"} · {p.state ?? "no state"},{" "}
          {p.country ?? ""}
        </p>
        <p className="mt-1 text-sm">
          Level {p.level} · {p.confirmed ? "confirmed" : "unconfirmed"} · {p.active ? "active" : "deactivated"}
          {p.deleted ? " · deleted" : ""} · {p.coins} coins · joined {day(p.createdAt)}
        </p>
      </header>
      <section aria-labelledby="actions" className="flex flex-wrap gap-3">
        <h2 id="actions" className="sr-only">
          Account actions
        </h2>
        {p.confirmed ? (
          <ActionButton url={act("unconfirm")} label="Unconfirm" />
        ) : (
          <ActionButton url={act("confirm")} label="Confirm" tone="primary" />
        )}
        {p.active ? (
          <ConfirmForm
            trigger="Deactivate"
            title={`Deactivate ${p.email}?`}
            description="They are signed out within a minute and cannot sign in until reactivated."
            confirmLabel="Deactivate"
            url={act("deactivate")}
            body={{}}
          />
        ) : (
          <ActionButton url={act("activate")} label="Reactivate" />
        )}
        {p.deleted ? (
          <ActionButton url={act("restore")} label="Restore" />
        ) : (
          <ConfirmForm
            trigger="Delete"
            title={`Delete ${p.email}?`}
            description="The account is signed out and hidden from lists; you can restore it later."
            confirmLabel="Delete"
            url={act("soft-delete")}
            body={{}}
          />
        )}
      </section>
      <section aria-labelledby="coins" className="card p-4">
        <h2 id="coins" className="mb-3 text-lg font-semibold">
          Coins ({p.coins})
        </h2>
        <CoinsForm userId={p.id} />
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {b.coins.map((c) => (
            <li key={c.id} className="flex justify-between gap-2 py-1">
              <span>{c.reason}</span>
              <span className={c.amount < 0 ? "text-red-700" : "text-emerald-700"}>
                {c.amount > 0 ? "+" : ""}
                {c.amount} · {day(c.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <Section title="Addresses" empty="No addresses." items={b.addresses}>
        {(a) => `${a.label ?? ""}: ${a.fullName}, ${a.line1}, ${a.city}, ${a.state} ${a.zip}`}
      </Section>
      <Section title="Orders" empty="No orders yet." items={b.orders}>
        {(o) => `${o.orderNumber} · ${o.status} · ${formatUsd(o.totalCents)} · ${day(o.createdAt)}`}
      </Section>
      <Section title="Price and sample requests" empty="No requests." items={b.requests}>
        {(r) => `${r.kind} · ${r.product} · ${r.status} · ${day(r.at)}`}
      </Section>
      <Section title="Documents" empty="No documents uploaded." items={b.documents}>
        {(d) =>
          `${d.kind} · ${d.originalName} · ${d.status}${d.levelGranted ? ` (level ${d.levelGranted})` : ""}${
            d.expiresOn ? ` · expires ${d.expiresOn}` : ""
          }${d.rejectReason ? ` · ${d.rejectReason}` : ""}`
        }
      </Section>
    </div>
  );
}

function Section<T extends { id: number | string }>({
  title,
  empty,
  items,
  children,
}: {
  title: string;
  empty: string;
  items: T[];
  children: (item: T) => string;
}) {
  return (
    <section className="card p-4">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {items.map((i) => (
            <li key={`${i.id}`} className="py-1 break-words">
              {children(i)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
