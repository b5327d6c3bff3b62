"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

type Props = { url: string; body?: unknown; label: string; confirm?: string; tone?: "primary" | "outline" };

/** Posts one console action, shows the server's sentence, and refreshes the page's data. */
export function ActionButton({ url, body = {}, label, confirm, tone = "outline" }: Props) {
  const m = useMutation({ refresh: true, done: "Done." });
  async function run() {
    if (confirm && !window.confirm(confirm)) return;
    await m.run("POST", url, body);
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        className={tone === "primary" ? "btn-primary" : "btn-outline"}
        disabled={m.pending}
        onClick={run}
      >
        {m.pending ? "Working…" : label}
      </button>
      <Notice look="line" inline role="status" className="text-xs" notice={m.notice} />
    </span>
  );
}
