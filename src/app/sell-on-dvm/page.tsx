import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";
import { VendorApplicationForm } from "@/features/content/components/vendor-application-form";

export const metadata: Metadata = { title: "Sell on DVM" };

const POINTS = [
  ["No upfront costs", "Listing is free. You pay a commission only when a clinic buys from you."],
  [
    "A shop that is yours",
    "Customize your storefront with your logo, header image, featured products and service plans.",
  ],
  [
    "Reach verified clinics",
    "Every buyer is a confirmed veterinary practice, so your prices and samples reach professionals only.",
  ],
  ["Control who sees prices", "Show prices to everyone, to signed-in buyers only, or on request — per product."],
] as const;

export default function Page() {
  return (
    <>
      <PageIntro
        title="Sell on DVM"
        lead="Join the marketplace veterinary clinics use to order pharmaceuticals, supplies, equipment and services."
      />
      <div className="container-page grid gap-8 pb-10 lg:grid-cols-2">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {POINTS.map(([title, text]) => (
            <li key={title} className="card p-5">
              <h2 className="font-bold">{title}</h2>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
        <div>
          <h2 className="mb-3 text-xl font-bold">Apply to become a vendor</h2>
          <VendorApplicationForm />
        </div>
      </div>
    </>
  );
}
