import type { Metadata } from "next";
import { forbidden } from "next/navigation";
import { showsCoins } from "@/features/accounts/rules";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { getCoinHistory } from "@/features/accounts/server/queries";

export const metadata: Metadata = { title: "Coins" };

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export default async function CoinsPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  const viewer = await requirePageViewer(`/dashboard/user/${userId}/coins`);
  if (viewer.id !== userId) forbidden();
  if (!showsCoins(viewer)) {
    return (
      <div className="container-page py-12">
        <h1 className="text-2xl font-bold">Coins</h1>
        <p className="mt-2 text-slate-600">Sales rep accounts do not collect coins.</p>
      </div>
    );
  }
  const history = await getCoinHistory(viewer.id);
  return (
    <div className="container-page space-y-6 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Your coins</h1>
      <p className="card inline-block p-5 text-lg">
        Balance: <strong>{viewer.coins.toLocaleString("en-US")}</strong> coins
      </p>
      <p className="text-sm text-slate-600">You earn coins for your first sign-in each day.</p>
      <section aria-labelledby="coin-history">
        <h2 id="coin-history" className="mb-3 text-lg font-semibold">
          History
        </h2>
        {history.length === 0 ? (
          <p className="text-slate-600">No coin activity yet.</p>
        ) : (
          <div className="card overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50">
                <tr>
                  <th scope="col" className="p-3">
                    Date (UTC)
                  </th>
                  <th scope="col" className="p-3">
                    Activity
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Coins
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.map((h) => (
                  <tr key={h.id} className="border-b border-slate-100 last:border-0">
                    <td className="p-3 whitespace-nowrap">{when.format(new Date(h.createdAt))}</td>
                    <td className="p-3">{h.reason}</td>
                    <td className={`p-3 text-right font-semibold ${h.amount >= 0 ? "text-brand-700" : "text-red-700"}`}>
                      {h.amount >= 0 ? `+${h.amount}` : h.amount}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
