import type { Metadata } from "next";
import { ContactForm } from "@/features/content/components/contact-form";
import { PageIntro } from "@/features/content/components/page-intro";
import { COMPANY, COMPANY_ADDRESS } from "@/lib/company";

export const metadata: Metadata = { title: "Contact" };

export default function Page() {
  return (
    <>
      <PageIntro
        title="Contact Us"
        lead="Questions about an order, your account confirmation or selling on DVM Market? Our support team answers within one business day."
      />
      <div className="container-page grid gap-8 pb-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm />
        </div>
        <aside className="card h-fit space-y-2 p-5 text-sm text-slate-700" aria-label="Customer service">
          <h2 className="text-base font-bold text-ink">Customer Service</h2>
          <p>Monday to Friday, 8 am – 6 pm Central</p>
          <p>
            <a href={COMPANY.phoneHref} className="font-semibold text-brand-700">
              {COMPANY.phone}
            </a>
          </p>
          <p>
            <a href={`mailto:${COMPANY.email}`} className="font-semibold text-brand-700">
              {COMPANY.email}
            </a>
          </p>
          <address className="not-italic">{COMPANY_ADDRESS}</address>
        </aside>
      </div>
    </>
  );
}
