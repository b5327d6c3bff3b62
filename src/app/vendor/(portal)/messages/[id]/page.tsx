import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { can } from "@/features/vendor-portal";
import { ConversationReply } from "@/features/vendor-portal/requests/components/conversation-reply";
import { openConversation, requireVendorPage } from "@/features/vendor-portal/server/routes";
import { AppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Conversation" };

export default async function VendorConversationPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await requireVendorPage();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647 || ctx.vendorId === null) notFound();
  const convo = await openConversation(ctx, id).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  });
  const who = convo.buyer.clinic_name ? `${convo.buyer.name} · ${convo.buyer.clinic_name}` : convo.buyer.name;
  return (
    <div className="space-y-4">
      <Link href="/vendor/messages" className="text-sm text-brand-700 hover:underline">
        ← All messages
      </Link>
      <h1 className="text-2xl font-bold">{who}</h1>
      <ol className="card max-h-[60vh] space-y-2 overflow-y-auto p-4" aria-label="Messages in this conversation">
        {convo.messages.map((m) => (
          <li key={m.id} className={`flex ${m.sender === "vendor" ? "justify-end" : "justify-start"}`}>
            <div
              className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${
                m.sender === "vendor" ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-900"
              }`}
            >
              <span className="sr-only">{m.sender === "vendor" ? "You" : convo.buyer.name}: </span>
              <p className="whitespace-pre-wrap break-words">{m.message}</p>
              <time dateTime={m.created_at} className="mt-1 block text-[11px] opacity-75">
                {m.created_at.slice(0, 16).replace("T", " ")} UTC
              </time>
            </div>
          </li>
        ))}
      </ol>
      {can(ctx.role, "fulfil") && <ConversationReply conversationId={convo.id} />}
    </div>
  );
}
