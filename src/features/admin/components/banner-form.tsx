"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { Checkbox } from "@/components/ui/checkbox";

export type BannerValues = {
  id: number;
  title: string;
  slogan: string;
  startsAt: string; // "YYYY-MM-DDTHH:mm" in `timezone`
  timezone: string;
  showCounter: boolean;
  showOn: string;
  zoomLink: string;
  externalLink: string;
};

const ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "UTC",
];

/** The countdown banner's fields of one webinar (SPEC's next-webinar-popup). */
export function BannerForm({ w }: { w: BannerValues }) {
  const m = useMutation({ refresh: true, done: "Done." });
  const id = (f: string) => `w${w.id}-${f}`;
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = { ...Object.fromEntries(form.entries()), showCounter: form.get("showCounter") === "on" };
    await m.run("POST", `/api/admin/banner/${w.id}`, body);
  }
  const text = (name: keyof BannerValues, label: string, type = "text") => (
    <div>
      <label htmlFor={id(name)} className="label">
        {label}
      </label>
      <input id={id(name)} name={name} type={type} defaultValue={String(w[name])} className="input" />
    </div>
  );
  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2" noValidate aria-label={`Banner for ${w.title}`}>
      {text("title", "Title")}
      {text("slogan", "Slogan")}
      {text("startsAt", "Starts at (in its time zone)", "datetime-local")}
      <div>
        <label htmlFor={id("timezone")} className="label">
          Time zone
        </label>
        <input id={id("timezone")} name="timezone" list={id("zones")} defaultValue={w.timezone} className="input" />
        <datalist id={id("zones")}>
          {ZONES.map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
      </div>
      <div>
        <label htmlFor={id("showOn")} className="label">
          Show on
        </label>
        <select id={id("showOn")} name="showOn" defaultValue={w.showOn} className="input">
          <option value="both">Storefront and expo</option>
          <option value="product">Storefront only</option>
          <option value="expo">Expo only</option>
        </select>
      </div>
      <Checkbox
        className="self-end pb-2"
        name="showCounter"
        defaultChecked={w.showCounter}
        label="Show the countdown banner"
      />
      {text("zoomLink", "Zoom link (optional)", "url")}
      {text("externalLink", "External link (optional)", "url")}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className="btn-primary">
          Save banner
        </button>
        <Notice look="line" role="status" className="text-sm" notice={m.notice} />
      </div>
    </form>
  );
}
