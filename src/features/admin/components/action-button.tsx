"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

type Props = { url: string; body?: unknown; label: string; tone?: "primary" | "outline" };

/**
 * Posts one console action that needs no confirmation (verify, publish), shows the server's sentence,
 * and refreshes the page's data. Destructive or powerful actions confirm through `ConfirmForm`.
 */
export function ActionButton({ url, body = {}, label, tone = "outline" }: Props) {
  const m = useMutation({ refresh: true, done: "Done." });
  async function run() {
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
