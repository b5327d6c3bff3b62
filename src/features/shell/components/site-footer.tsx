import Link from "next/link";

const LINKS = [
  ["/about-us", "About Us"], ["/contact", "Contact"], ["/faqs", "FAQs"], ["/our-mission", "Our Mission"],
  ["/track-order", "Track Order"], ["/privacy-policy", "Privacy Policy"], ["/terms-and-conditions", "Terms & Conditions"],
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-12 border-t border-slate-200 bg-ink text-slate-300">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">DVM Market</p>
          <p className="mt-2 text-sm">The marketplace where veterinary clinics buy from trusted vendors and service providers, with no upfront costs for sellers.</p>
        </div>
        <ul className="space-y-1 text-sm">
          {LINKS.map(([href, label]) => (
            <li key={href}><Link href={href} className="hover:text-white">{label}</Link></li>
          ))}
        </ul>
        <div className="text-sm">
          <p>1200 Commerce Way, Suite 400, Kansas City, MO 64105</p>
          <p className="mt-1"><a href="mailto:support@dvm-market.example">support@dvm-market.example</a></p>
          <p className="mt-1"><a href="tel:+18005550199">+1 (800) 555-0199</a></p>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs">© 2026 DVM Market</p>
    </footer>
  );
}
