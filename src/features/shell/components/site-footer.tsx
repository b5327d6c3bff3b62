import Link from "@/components/ui/intent-link";
import { unstable_rethrow } from "next/navigation";
import { ttlCache } from "@/lib/ttl-cache";
import { onChange } from "@/lib/change-bus";
import { shopByDepartment } from "../server/sidebar";
import { SHELL_LIMITS } from "../rules";
import { HideOnMeeting } from "./hide-on-meeting";
import { NewsletterForm } from "./islands";
import { COMPANY, COMPANY_ADDRESS } from "@/lib/company";
import { SocialLinks } from "./social-links";

const LINKS = [
  ["/about-us", "About Us"],
  ["/contact", "Contact"],
  ["/faqs", "FAQs"],
  ["/our-mission", "Our Mission"],
  ["/track-order", "Track Order"],
  ["/privacy-policy", "Privacy Policy"],
  ["/terms-and-conditions", "Terms & Conditions"],
] as const;

// every page renders the footer: its department list is shared until a category changes
const footerCache = ttlCache<Awaited<ReturnType<typeof shopByDepartment>>>(60 * 60_000, 1, "footer");
onChange(({ kind }) => {
  if (kind === "category") footerCache.clear();
});

async function departments() {
  try {
    return (await footerCache.get("departments", shopByDepartment)).slice(0, SHELL_LIMITS.footerDepartments);
  } catch (err) {
    unstable_rethrow(err); // a prerender's stop signal is Next's, not a failure: the footer waits for a request
    console.error("[footer] departments unavailable", err);
    return [];
  }
}

const heading = "mb-3 text-sm font-bold uppercase tracking-wide text-white";

export async function SiteFooter() {
  const shopBy = await departments();
  return (
    <footer className="mt-12 bg-ink pb-16 text-slate-300 md:pb-0">
      <HideOnMeeting>
        <div className="border-b border-white/10">
          <div className="container-page grid items-center gap-4 py-6 md:grid-cols-2">
            <p className="text-sm">Deals, new vendors and upcoming webinars — once a week, no spam.</p>
            <NewsletterForm />
          </div>
        </div>
      </HideOnMeeting>
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link href="/" className="text-lg font-bold text-white no-underline">
            DVM <span className="text-brand-200">Market</span>
            <span className="sr-only"> home</span>
          </Link>
          <p className="mt-2 text-sm">
            The marketplace where veterinary clinics buy pharmaceuticals, supplies, equipment and services from trusted
            vendors in one cart. Sellers join with no upfront costs and get a customizable shop.
          </p>
          <SocialLinks className="mt-3 -ml-1.5" size={18} />
        </div>
        <div>
          <h2 className={heading}>Company</h2>
          <ul className="space-y-1.5 text-sm">
            {LINKS.map(([href, label]) => (
              <li key={href}>
                <Link href={href} className="hover:text-white">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>Shop By Categories</h2>
          <ul className="space-y-1.5 text-sm">
            {shopBy.map((d) => (
              <li key={d.id}>
                <Link href={`/${d.slug}`} className="hover:text-white">
                  {d.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="text-sm">
          <h2 className={heading}>Contact</h2>
          <address className="not-italic">{COMPANY_ADDRESS}</address>
          <p className="mt-2">
            <a href={`mailto:${COMPANY.email}`} className="hover:text-white">
              {COMPANY.email}
            </a>
          </p>
          <p className="mt-1">
            <a href={COMPANY.phoneHref} className="hover:text-white">
              {COMPANY.phone}
            </a>
          </p>
          <h2 className={`${heading} mt-5`}>Get the app</h2>
          <div className="flex flex-wrap gap-2">
            <a
              href="https://play.google.com/store/apps/details?id=com.dvmmarket.app"
              target="_blank"
              rel="noopener noreferrer"
              className="rounded border border-white/30 px-3 py-1.5 text-xs font-semibold text-white hover:bg-white/10"
            >
              Get it on Google Play
            </a>
            <a
              href="https://apps.apple.com/app/dvm-market/id0000000000"
              target="_blank"
              rel="noopener noreferrer"
              className="rounded border border-white/30 px-3 py-1.5 text-xs font-semibold text-white hover:bg-white/10"
            >
              Download on the App Store
            </a>
          </div>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs">© 2026 DVM Market. All rights reserved.</p>
    </footer>
  );
}
