import Link from "next/link";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { operatorForPage } from "@/features/admin/server";
import { listAudit } from "@/features/admin/server/audit";
import { listBuyers } from "@/features/admin/server/buyers";
import { expiringDocuments, listReviewDocuments } from "@/features/admin/server/documents";

export default async function ConsoleHome() {
  if (!(await operatorForPage("/admin"))) return <ConsoleForbidden />;
  const [unconfirmed, pending, expiring, audit] = await Promise.all([
    listBuyers({ status: "unconfirmed" }),
    listReviewDocuments("pending"),
    expiringDocuments(30),
    listAudit({ page: 1 }),
  ]);
  const tiles = [
    { label: "Unconfirmed buyers", value: unconfirmed.total, href: "/admin/buyers?status=unconfirmed" },
    { label: "Credentials to review", value: pending.length, href: "/admin/credentials" },
    { label: "Credentials expiring in 30 days", value: expiring.length, href: "/admin/credentials#expiring" },
  ];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Overview</h1>
      <ul className="grid gap-3 sm:grid-cols-3">
        {tiles.map((t) => (
          <li key={t.label}>
            <Link href={t.href} className="card block p-4 hover:bg-slate-50">
              <span className="block text-3xl font-bold">{t.value}</span>
              <span className="text-sm text-slate-600">{t.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section>
        <h2 className="mb-2 text-lg font-semibold">Latest actions</h2>
        {audit.data.length === 0 ? (
          <p className="text-slate-600">No operator actions yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm">
            {audit.data.slice(0, 8).map((a) => (
              <li key={a.id} className="py-2">
                <span className="font-medium">{a.action}</span> · {a.target} · {a.actor} ·{" "}
                <time dateTime={a.at}>{new Date(a.at).toLocaleString("en-US", { timeZone: "UTC" })} UTC</time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
