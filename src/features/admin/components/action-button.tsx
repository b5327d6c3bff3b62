"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";

type Props = { url: string; body?: unknown; label: string; confirm?: string; tone?: "primary" | "outline" };

/** Posts one console action, shows the server's sentence, and refreshes the page's data. */
export function ActionButton({ url, body = {}, label, confirm, tone = "outline" }: Props) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function run() {
    if (confirm && !window.confirm(confirm)) return;
    setPending(true);
    const res = await postAdmin(url, body);
    setPending(false);
    setMessage({ ok: res.success, text: res.message });
    if (res.success) router.refresh();
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        className={tone === "primary" ? "btn-primary" : "btn-outline"}
        disabled={pending}
        onClick={run}
      >
        {pending ? "Working…" : label}
      </button>
      {message && (
        <span role="status" className={`text-xs ${message.ok ? "text-emerald-700" : "text-red-700"}`}>
          {message.text}
        </span>
      )}
    </span>
  );
}

export async function postAdmin(url: string, body: unknown): Promise<{ success: boolean; message: string }> {
  return sendAdmin(url, "POST", body);
}

/** One console call: the server's sentence, or a plain one when the server could not be reached. */
export async function sendAdmin(
  url: string,
  method: "POST" | "DELETE",
  body?: unknown,
): Promise<{ success: boolean; message: string }> {
  try {
    const res = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { success?: boolean; message?: string };
    return {
      success: res.ok && json.success !== false,
      message: json.message ?? (res.ok ? "Done." : "That did not work."),
    };
  } catch {
    return { success: false, message: "The server could not be reached. Please try again." };
  }
}
