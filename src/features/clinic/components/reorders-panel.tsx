"use client";
import { useEffect, useState } from "react";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { api } from "@/lib/api-client";
import { useClinicData } from "./use-clinic-api";

type Reorder = {
  id: number;
  location: string;
  source: { kind: "guide" | "order" | "par"; id: number; name: string | null };
  every_weeks: number;
  weekday: number;
  next_run_on: string;
  skipped_run_on: string | null;
  skip_next: boolean;
  last_run_on: string | null;
};
type Guide = { id: number; name: string };
type PastOrder = { id: number; order_number: string };

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function NewReorderForm({ onDone }: { onDone: () => Promise<void> }) {
  const guides = useClinicData<Guide[]>("/api/clinic/guides");
  const [pastOrders, setPastOrders] = useState<PastOrder[]>([]);
  const [source, setSource] = useState("");
  const [weeks, setWeeks] = useState("1");
  const [weekday, setWeekday] = useState("1");
  const m = useMutation({ silent: true });
  useEffect(() => {
    void api<{ orders?: PastOrder[] }>("GET", "/api/orders?per_page=20", undefined, { cache: "no-store" }).then((r) =>
      setPastOrders(r.ok ? (r.data.orders ?? []) : []),
    );
  }, []);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const [kind, id] = source.split(":");
    const res = await m.run("POST", "/api/clinic/reorders", {
      ...(kind === "guide"
        ? { guide_id: Number(id) }
        : kind === "order"
          ? { order_id: Number(id) }
          : kind === "par"
            ? { up_to_par: true }
            : {}),
      every_weeks: Number(weeks),
      weekday: Number(weekday),
    });
    if (res.ok) await onDone();
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-4"
    >
      <label className="text-sm sm:col-span-2">
        Repeat
        <select className="input mt-1 w-full" value={source} onChange={(e) => setSource(e.target.value)}>
          <option value="">Choose an order guide or a past order</option>
          <option value="par:">Everything below par, up to par (this location)</option>
          {(guides.data ?? []).map((g) => (
            <option key={`g${g.id}`} value={`guide:${g.id}`}>
              Order guide: {g.name}
            </option>
          ))}
          {pastOrders.map((o) => (
            <option key={`o${o.id}`} value={`order:${o.id}`}>
              Past order {o.order_number}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        Every (weeks)
        <input
          className="input mt-1 w-full"
          type="number"
          min={1}
          max={12}
          value={weeks}
          onChange={(e) => setWeeks(e.target.value)}
        />
      </label>
      <label className="text-sm">
        Weekday
        <select className="input mt-1 w-full" value={weekday} onChange={(e) => setWeekday(e.target.value)}>
          {WEEKDAYS.map((d, i) => (
            <option key={d} value={i}>
              {d}
            </option>
          ))}
        </select>
      </label>
      <div className="sm:col-span-4">
        <button type="submit" className="btn-primary">
          Schedule reorder
        </button>
        <Notice look="line" className="mt-2 text-sm" notice={m.notice} />
      </div>
    </form>
  );
}

/** The clinic's scheduled reorders: create, skip the next run once, delete. */
export function ReordersPanel() {
  const { data, error, reload } = useClinicData<Reorder[]>("/api/clinic/reorders");
  const m = useMutation({ silent: true });
  const act = async (method: string, url: string, body?: unknown) => {
    if ((await m.run(method, url, body)).ok) await reload();
  };
  if (error) return <p role="alert">{error}</p>;
  if (!data) return <p>Loading…</p>;
  return (
    <section aria-labelledby="reorders-title" className="space-y-4">
      <h2 id="reorders-title" className="text-lg font-semibold">
        Scheduled reorders
      </h2>
      <p className="text-sm text-slate-600">
        Each run re-checks stock and prices and is placed within your clinic&apos;s rules or sent for approval. You are
        notified the day before and can skip one run.
      </p>
      {data.length ? (
        <ul className="space-y-3">
          {data.map((r) => (
            <li key={r.id} aria-label={`Reorder ${r.id}`} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="font-semibold">
                {r.source.kind === "guide"
                  ? `Order guide: ${r.source.name}`
                  : r.source.kind === "par"
                    ? (r.source.name ?? "Up to par")
                    : `Past order ${r.source.name}`}
              </p>
              <p className="text-sm text-slate-600">
                {r.location} · every {r.every_weeks === 1 ? "week" : `${r.every_weeks} weeks`} on {WEEKDAYS[r.weekday]}{" "}
                · next {r.next_run_on}
                {r.skipped_run_on && ` (skipping ${r.skipped_run_on})`}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-outline"
                  onClick={() => void act("POST", `/api/clinic/reorders/${r.id}/skip`, { skip: !r.skip_next })}
                >
                  {r.skip_next ? "Undo skip" : "Skip next run"}
                </button>
                <ConfirmAction
                  trigger="Delete"
                  title={`Delete the scheduled reorder of ${r.source.kind === "order" ? `order ${r.source.name}` : `“${r.source.name}”`}?`}
                  description={`No more runs for ${r.location}: the next one (${r.next_run_on}) will not be placed. Orders it already placed stay as they are.`}
                  confirmLabel="Delete reorder"
                  pendingLabel="Deleting…"
                  onConfirm={async () => {
                    const res = await api("DELETE", `/api/clinic/reorders/${r.id}`);
                    if (!res.ok) return { ok: false, message: res.message };
                    await reload();
                    return { ok: true };
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">No scheduled reorders yet.</p>
      )}
      <Notice look="line" className="text-sm" notice={m.notice} />
      <NewReorderForm onDone={reload} />
    </section>
  );
}
