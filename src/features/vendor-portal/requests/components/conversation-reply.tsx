"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

/** New buyer messages show without a reload: the conversation re-reads itself while the page is open. */
const REFRESH_MS = 15_000;

/** The seller's answer box; the buyer sees the reply live in their open chat. */
export function ConversationReply({ conversationId }: { conversationId: number }) {
  const router = useRouter();
  const m = useMutation({ refresh: true, silent: true });
  const [text, setText] = useState("");

  useEffect(() => {
    const t = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(t);
  }, [router]);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const res = await m.run("POST", `/api/vendor/v1/messages/${conversationId}`, { message: text });
    if (res.ok) setText("");
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2" aria-label="Reply to the buyer">
      <Notice notice={m.notice} />
      <label className="block text-sm font-medium">
        Your reply
        <textarea
          name="message"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={3}
          maxLength={2000}
          required
          className="input mt-1 block w-full"
        />
      </label>
      <button className="btn-primary" disabled={m.pending}>
        {m.pending ? "Sending…" : "Send reply"}
      </button>
    </form>
  );
}
