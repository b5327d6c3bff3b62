import Link from "next/link";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { operatorForPage } from "@/features/admin/server";
import { listAudit } from "@/features/admin/server/audit";
import { listApplications } from "@/features/admin/server/applications";
import { listBuyers } from "@/features/admin/server/buyers";
import { expiringDocuments, listReviewDocuments } from "@/features/admin/server/documents";
import { moderationCount } from "@/features/admin/server/moderation";
import { overview } from "@/features/admin/server/overview";
import { pendingDeaCount } from "@/features/compliance/server";
import { OverviewCharts } from "@/features/admin/components/overview-charts";
import { dollarsToCents, formatUsd } from "@/lib/money";

export default async function ConsoleHome() {
  if (!(await operatorForPage("/admin"))) return <ConsoleForbidden />;
  const [unconfirmed, pending, expiring, audit, stats, applications, deas, listings] = await Promise.all([
    listBuyers({ status: "unconfirmed" }),
    listReviewDocuments("pending"),
    expiringDocuments(30),
    listAudit({ page: 1 }),
    overview(30),
    listApplications({ status: "pending" }),
    pendingDeaCount(),
    moderationCount(),
  ]);
  const totals = stats.series.reduce(
    (t, d) => ({ orders: t.orders + d.orders, gross: t.gross + d.gross, buyers: t.buyers + d.buyers }),
    { orders: 0, gross: 0, buyers: 0 },
  );
  const { searchers, withCart } = stats.searchToCart;
  const tiles = [
    { label: "Unconfirmed buyers", value: unconfirmed.total, href: "/admin/buyers?status=unconfirmed" },
    { label: "Credentials to review", value: pending.length, href: "/admin/credentials" },
    { label: "Credentials expiring in 30 days", value: expiring.length, href: "/admin/credentials#expiring" },
    { label: "DEA registrations to verify", value: deas, href: "/admin/credentials#dea-queue" },
    { label: "Seller applications waiting", value: applications.total, href: "/admin/applications" },
    { label: "Listings to review", value: listings, href: "/admin/moderation" },
  ];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Overview</h1>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((t) => (
          <li key={t.label}>
            <Link href={t.href} className="card block p-4 hover:bg-slate-50">
              <span className="block text-3xl font-bold">{t.value}</span>
              <span className="text-sm text-slate-600">{t.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="last30" className="space-y-3">
        <h2 id="last30" className="text-lg font-semibold">
          Last 30 days: {totals.orders} orders · {formatUsd(dollarsToCents(totals.gross))} gross · {totals.buyers} new
          buyers
        </h2>
        <OverviewCharts series={stats.series} />
        <p className="text-sm text-slate-700">
          Search to cart:{" "}
          {searchers === 0
            ? "no signed-in searches yet"
            : `${withCart} of ${searchers} signed-in
          buyers who searched have items in their cart (${Math.round((withCart / searchers) * 100)}%)`}
          .
        </p>
      </section>
      <section aria-labelledby="no-results">
        <h2 id="no-results" className="mb-2 text-lg font-semibold">
          Top searches with no results
        </h2>
        {stats.noResults.length === 0 ? (
          <p className="text-sm text-slate-600">Every search in the last 30 days found something.</p>
        ) : (
          <ol className="list-decimal space-y-1 pl-6 text-sm">
            {stats.noResults.map((q) => (
              <li key={q.query}>
                <span className="font-medium">{q.query}</span> · {q.count} time{q.count === 1 ? "" : "s"}
              </li>
            ))}
          </ol>
        )}
      </section>
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
