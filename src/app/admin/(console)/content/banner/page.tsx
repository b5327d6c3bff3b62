import type { Metadata } from "next";
import Link from "next/link";
import { BannerForm } from "@/features/admin/components/banner-form";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { operatorForPage } from "@/features/admin/server";
import { upcomingWebinars } from "@/features/admin/server/banner";
import { instantToWallTime } from "@/features/admin/wall-time";

export const metadata: Metadata = { title: "Countdown banner" };

export default async function BannerPage() {
  if (!(await operatorForPage("/admin/content/banner"))) return <ConsoleForbidden />;
  const rows = await upcomingWebinars();
  const next = rows.find((w) => w.showCounter);
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link href="/admin/content" className="text-brand-700 underline">
          ← Content
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Countdown banner</h1>
      <p className="text-sm text-slate-600">
        The storefront counts down to the soonest upcoming webinar with the banner switched on.{" "}
        {next ? (
          <>
            Now showing: <span className="font-semibold">{next.title}</span>.
          </>
        ) : (
          "No webinar has the banner switched on, so none shows."
        )}
      </p>
      {rows.length === 0 ? (
        <p className="text-slate-600">No upcoming webinars.</p>
      ) : (
        <ul className="space-y-3">
          {rows.map((w) => (
            <li key={w.id}>
              <details className="card p-4" open={w.id === next?.id}>
                <summary className="cursor-pointer font-semibold">
                  {w.title} · {w.startsAt.toISOString().slice(0, 10)}
                  {w.showCounter ? " · banner on" : ""}
                  {w.published ? "" : " · draft"}
                </summary>
                <div className="mt-4">
                  <BannerForm
                    w={{
                      id: w.id,
                      title: w.title,
                      slogan: w.slogan,
                      startsAt: instantToWallTime(w.startsAt, w.timezone),
                      timezone: w.timezone,
                      showCounter: w.showCounter,
                      showOn: w.showOn,
                      zoomLink: w.zoomLink ?? "",
                      externalLink: w.externalLink ?? "",
                    }}
                  />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
