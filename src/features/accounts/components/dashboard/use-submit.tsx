"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";

export type Notice = { kind: "success" | "error"; text: string } | null;

/** Sends a request, shows the server's message, refreshes the server-rendered page on success. */
export function useSubmit() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  async function submit(url: string, init: RequestInit): Promise<boolean> {
    setPending(true);
    setNotice(null);
    try {
      const res = await fetch(url, init);
      const body = (await res.json().catch(() => ({}))) as { success?: boolean; message?: string };
      const ok = res.ok && body.success !== false;
      setNotice({
        kind: ok ? "success" : "error",
        text: body.message ?? (ok ? "Saved." : "Something went wrong. Please try again."),
      });
      if (ok) router.refresh();
      return ok;
    } catch {
      setNotice({ kind: "error", text: "Network error. Please try again." });
      return false;
    } finally {
      setPending(false);
    }
  }
  return { pending, notice, setNotice, submit };
}

export function NoticeBox({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p
      role={notice.kind === "error" ? "alert" : "status"}
      className={`rounded-md px-3 py-2 text-sm ${notice.kind === "error" ? "bg-red-50 text-red-700" : "bg-brand-50 text-brand-800"}`}
    >
      {notice.text}
    </p>
  );
}

export const jsonInit = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
