import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { idSchema } from "@/features/admin/schemas";
import { operatorForPage } from "@/features/admin/server";
import { getOrder } from "@/features/admin/server/orders";
import { AppError } from "@/lib/errors";
import { formatUsd } from "@/lib/money";

export const metadata: Metadata = { title: "Order" };

export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const raw = (await params).id;
  if (!(await operatorForPage(`/admin/orders/${encodeURIComponent(raw)}`))) return <ConsoleForbidden />;
  const id = idSchema.safeParse(raw);
  if (!id.success) notFound();
  const o = await getOrder(id.data).catch((err) => {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
    throw err;
  });
  return (
    <div className="space-y-6">
      <p>
        <Link href="/admin/orders" className="text-sm text-brand-700 underline">
          ← Orders
        </Link>
      </p>
      <header>
        <h1 className="text-2xl font-bold">Order {o.orderNumber}</h1>
        <p className="text-slate-600">
          {o.vendor} ·{" "}
          <Link href={`/admin/buyers/${encodeURIComponent(o.userId)}`} className="underline">
            {o.email}
          </Link>{" "}
          · {o.status} · {formatUsd(o.totalCents)}
        </p>
      </header>
      <section className="card p-4">
        <h2 className="mb-2 text-lg font-semibold">Items</h2>
        <ul className="divide-y divide-slate-100 text-sm">
          {o.items.map((i) => (
            <li key={i.id} className="flex justify-between gap-2 py-1">
              <span>
                {i.quantity} × {i.name} {i.sku ? `(${i.sku})` : ""}
              </span>
              <span>{formatUsd(i.lineTotalCents)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="card p-4">
        <h2 className="mb-2 text-lg font-semibold">Timeline</h2>
        {o.timeline.length === 0 ? (
          <p className="text-sm text-slate-600">No status changes recorded.</p>
        ) : (
          <ol className="space-y-2 border-l-2 border-brand-200 pl-4 text-sm">
            {o.timeline.map((t) => (
              <li key={t.id}>
                <span className="font-medium">{t.status}</span> ·{" "}
                <time dateTime={t.createdAt.toISOString()}>
                  {t.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC
                </time>
                {t.note ? ` · ${t.note}` : ""}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
