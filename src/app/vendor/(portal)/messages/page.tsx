import type { Metadata } from "next";
import Link from "next/link";
import { listConversations, requireVendorPage } from "@/features/vendor-portal/server/routes";

export const metadata: Metadata = { title: "Messages" };

export default async function VendorMessagesPage() {
  const ctx = await requireVendorPage();
  if (ctx.vendorId === null) return <p className="card p-6 text-slate-600">Messages are for product vendors.</p>;
  const { conversations, unread } = await listConversations(ctx);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Messages</h1>
      <p className="text-sm text-slate-600">
        {unread === 0 ? "Everything is read." : `${unread} unread message${unread === 1 ? "" : "s"}.`}
      </p>
      {conversations.length === 0 ? (
        <p className="card p-8 text-center text-slate-600">No buyer has written to you yet.</p>
      ) : (
        <ul className="card divide-y divide-slate-100" aria-label="Conversations">
          {conversations.map((c) => {
            const who = c.buyer.clinic_name ? `${c.buyer.name} · ${c.buyer.clinic_name}` : c.buyer.name;
            return (
              <li key={c.id}>
                <Link
                  href={`/vendor/messages/${c.id}`}
                  className="flex items-start justify-between gap-3 p-3 text-sm hover:bg-slate-50"
                >
                  <span className="min-w-0">
                    <span className={`block truncate ${c.unread > 0 ? "font-semibold" : "font-medium"}`}>{who}</span>
                    <span className="block truncate text-xs text-slate-500">
                      {c.last_sender === "vendor" ? "You: " : ""}
                      {c.last_message ?? ""}
                    </span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-1 text-xs text-slate-500">
                    <time dateTime={c.updated_at}>{c.updated_at.slice(0, 10)}</time>
                    {c.unread > 0 && (
                      <span className="rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white">
                        {c.unread} unread
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
