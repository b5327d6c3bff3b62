"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Notice } from "@/components/ui/notice";

/** New buyer messages show without a reload: the conversation re-reads itself while the page is open. */
const REFRESH_MS = 15_000;

/** The seller's answer box; the buyer sees the reply live in their open chat. */
export function ConversationReply({ conversationId }: { conversationId: number }) {
  const router = useRouter();
  const [error, setError] = useState("");
  const [text, setText] = useState("");
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const t = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(t);
  }, [router]);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setPending(true);
    setError("");
    const res = await fetch(`/api/vendor/v1/messages/${conversationId}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: text }),
    });
    const json = (await res.json().catch(() => ({}))) as { message?: string };
    setPending(false);
    if (!res.ok) return setError(json.message ?? "That did not work. Please try again.");
    setText("");
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2" aria-label="Reply to the buyer">
      {error && <Notice tone="error">{error}</Notice>}
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
      <button className="btn-primary" disabled={pending}>
        {pending ? "Sending…" : "Send reply"}
      </button>
    </form>
  );
}
