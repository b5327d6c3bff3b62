"use client";
import { useState } from "react";
import { postAdmin } from "./action-button";

/** Coupon, webinar or blog notification to all buyers or a segment. */
export function AnnounceForm() {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setPending(true);
    const res = await postAdmin("/api/admin/announcements", Object.fromEntries(new FormData(e.currentTarget)));
    setPending(false);
    setMessage({ ok: res.success, text: res.message });
  }
  return (
    <form onSubmit={onSubmit} className="card grid gap-4 p-4 sm:grid-cols-2" noValidate>
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
            State
          </label>
          <input id="a-state" name="state" className="input" maxLength={60} />
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
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? "Sending…" : "Send announcement"}
        </button>
        {message && (
          <p role="status" className={`mt-2 text-sm ${message.ok ? "text-emerald-700" : "text-red-700"}`}>
            {message.text}
          </p>
        )}
      </div>
    </form>
  );
}
