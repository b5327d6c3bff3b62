import Link from "@/components/ui/intent-link";
import { listMyRequests, type MyRequest } from "../server/my-requests";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";

const KIND: Record<MyRequest["kind"], string> = {
  price: "Price request",
  sample: "Sample request",
  logo: "Logo for printing",
};
const STATUS: Record<string, string> = {
  open: "Waiting for the vendor",
  answered: "Answered",
  closed: "Closed",
  pending: "Pending",
  approved: "Approved",
  shipped: "Shipped",
  declined: "Declined",
  saved: "Saved",
};
const TONE: Record<string, string> = {
  open: "bg-amber-100 text-amber-800",
  pending: "bg-amber-100 text-amber-800",
  declined: "bg-red-100 text-red-700",
};

const dateFmt = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
});

/** The buyer's price, sample and logo requests with their status (server component; mount it in the dashboard). */
export async function MyRequests({ userId, heading = "My requests" }: { userId: string; heading?: string }) {
  const rows = await listMyRequests(userId);
  return (
    <section aria-labelledby="my-requests-heading" className="card p-4 sm:p-6">
      <h2 id="my-requests-heading" className="text-lg font-bold text-ink">
        {heading}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">You have not requested a price, a sample or logo printing yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {rows.map((r) => (
            <li key={`${r.kind}-${r.id}`} className="flex flex-wrap items-center gap-3 py-3 text-sm">
              {r.logo_url && (
                <ImageWithFallback
                  src={r.logo_url}
                  alt=""
                  width={40}
                  height={40}
                  className="h-10 w-10 rounded border border-slate-200 object-contain"
                />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-800">{KIND[r.kind]}</p>
                <p className="truncate">
                  <Link href={`/${r.product_slug}`} className="text-brand-700 hover:underline">
                    {r.product_name}
                  </Link>
                </p>
                <p className="text-slate-500">
                  Sold by{" "}
                  <Link href={`/vendors/${r.vendor_slug}`} className="hover:underline">
                    {r.vendor_name}
                  </Link>
                  {" · "}
                  <time dateTime={r.created_at}>{dateFmt.format(new Date(r.created_at))} UTC</time>
                </p>
                {r.rfq_id !== null && r.status === "answered" && (
                  <Link href={`/user/rfqs/${r.rfq_id}`} className="text-brand-700 underline">
                    See the quote
                  </Link>
                )}
              </div>
              <span
                className={`rounded-full px-2.5 py-1 text-xs font-semibold ${TONE[r.status] ?? "bg-green-100 text-green-800"}`}
              >
                {STATUS[r.status] ?? r.status}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
