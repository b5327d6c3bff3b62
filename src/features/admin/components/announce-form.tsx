"use client";
import { useEffect, useRef, useState } from "react";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";
import { useMutation } from "@/lib/use-mutation";

type Preview = { recipients: number; states: { state: string; buyers: number }[] };
const AUDIENCE = ["level", "state", "confirmed"] as const;

/** Coupon, webinar or blog notification to all buyers or a segment, with who it would reach before it is sent. */
export function AnnounceForm() {
  const m = useMutation({ refresh: true, done: "Done." });
  const form = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const asked = useRef(0);

  async function refreshPreview() {
    if (!form.current) return;
    const data = new FormData(form.current);
    const q = new URLSearchParams();
    for (const k of AUDIENCE) if (data.get(k)) q.set(k, String(data.get(k)));
    const ticket = ++asked.current;
    const res = await api<Preview>("GET", `/api/admin/announcements/preview?${q}`);
    if (ticket !== asked.current) return; // a newer question is on its way
    if (!res.ok) {
      setPreview(null);
      setPreviewError(res.message);
      return;
    }
    setPreviewError(null);
    setPreview({ recipients: res.data.recipients, states: res.data.states });
  }
  // typing a state asks once the typing pauses, not at every key
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  function previewSoon() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refreshPreview(), 300);
  }
  useEffect(() => {
    previewSoon();
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival: later changes ask through onChange
  }, []);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    await m.run("POST", "/api/admin/announcements", Object.fromEntries(new FormData(e.currentTarget)));
  }
  const count = preview?.recipients;
  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      onChange={(e) => {
        const name = (e.target as unknown as { name?: string }).name;
        if (AUDIENCE.some((k) => k === name)) previewSoon();
      }}
      className="card grid gap-4 p-4 sm:grid-cols-2"
      noValidate
    >
      <div>
        <label htmlFor="a-kind" className="label">
          Announce
        </label>
        <select id="a-kind" name="kind" className="input" defaultValue="coupon">
          <option value="coupon">Coupon</option>
          <option value="webinar">Webinar</option>
          <option value="blog">Blog post</option>
        </select>
      </div>
      <div>
        <label htmlFor="a-code" className="label">
          Coupon code (newest when empty)
        </label>
        <input id="a-code" name="code" className="input" maxLength={60} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="a-link" className="label">
          Webinar or blog link (next webinar or newest post when empty)
        </label>
        <input id="a-link" name="link" className="input" maxLength={200} />
      </div>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold">Who (all buyers when empty)</legend>
        <div>
          <label htmlFor="a-level" className="label">
            Level
          </label>
          <select id="a-level" name="level" className="input" defaultValue="">
            <option value="">Any</option>
            {Array.from({ length: 10 }, (_, i) => i + 1).map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="a-state" className="label">
            State (name or code)
          </label>
          <input id="a-state" name="state" className="input" maxLength={60} placeholder="Missouri or MO" />
        </div>
        <div>
          <label htmlFor="a-confirmed" className="label">
            Confirmed
          </label>
          <select id="a-confirmed" name="confirmed" className="input" defaultValue="">
            <option value="">Either</option>
            <option value="yes">Confirmed only</option>
            <option value="no">Unconfirmed only</option>
          </select>
        </div>
      </fieldset>
      <section aria-label="Recipients" aria-live="polite" className="text-sm sm:col-span-2">
        {previewError ? (
          <Notice look="line" tone="error">
            {previewError}
          </Notice>
        ) : preview ? (
          <>
            <p className="font-medium">
              {preview.recipients} buyer{preview.recipients === 1 ? "" : "s"} would receive it
              {preview.states.length > 0 && ":"}
            </p>
            {preview.states.length > 0 && (
              <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
                {preview.states.map((s) => (
                  <li key={s.state}>
                    {s.state}: {s.buyers}
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p className="text-slate-600">Counting the buyers it would reach…</p>
        )}
      </section>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={m.pending || !!previewError || count === 0}>
          {m.pending
            ? "Sending…"
            : count === undefined
              ? "Send announcement"
              : `Send to ${count} buyer${count === 1 ? "" : "s"}`}
        </button>
        <Notice look="line" role="status" className="mt-2 text-sm" notice={m.notice} />
      </div>
    </form>
  );
}
