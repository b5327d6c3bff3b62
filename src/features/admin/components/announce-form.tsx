"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

/** Coupon, webinar or blog notification to all buyers or a segment. */
export function AnnounceForm() {
  const m = useMutation({ done: "Done." });
  const pending = m.pending;
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    await m.run("POST", "/api/admin/announcements", Object.fromEntries(new FormData(e.currentTarget)));
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
        <Notice look="line" role="status" className="mt-2 text-sm" notice={m.notice} />
      </div>
    </form>
  );
}
