import type { Metadata } from "next";
import { InfoPage } from "@/features/content/components/info-page";
import Link from "@/components/ui/intent-link";
import { PageIntro } from "@/features/content/components/page-intro";
import { Prose } from "@/features/content/components/prose";

export const metadata: Metadata = { title: "Terms & Conditions" };

export default function Page() {
  return (
    <InfoPage slug="terms-and-conditions">
      <PageIntro
        title="Terms & Conditions"
        lead="Last updated January 5, 2026. These terms apply to every clinic, buyer and visitor using DVM Market."
      />
      <Prose>
        <h2>1. Accounts</h2>
        <p>
          Buying accounts are for licensed veterinary practices and their staff. You are responsible for keeping your
          password private and for orders placed from your account. We may suspend accounts that cannot be confirmed or
          that misuse the marketplace.
        </p>
        <h2>2. Marketplace role</h2>
        <p>
          DVM Market operates the platform; each product or service is sold by the vendor or service provider named on
          its page, who is responsible for its quality, shipping and warranty. Prescription products are sold only where
          the law allows and to qualified buyers.
        </p>
        <h2>3. Prices and orders</h2>
        <p>
          Prices are shown in US dollars and may depend on your account level. An order is accepted when the vendor
          confirms it. Discounts end on their stated date. Vendors may set minimum orders and quantity limits.
        </p>
        <h2>4. Returns</h2>
        <p>
          Return conditions are set by each vendor and shown on their shop. Contact the vendor through your order page,
          or <Link href="/contact">our support team</Link> if you cannot reach them.
        </p>
        <h2>5. Coins</h2>
        <p>Coins are loyalty points with no cash value. They cannot be transferred and may expire as announced.</p>
        <h2>6. Content and education</h2>
        <p>Webinars, courses and articles are for professional education and do not replace clinical judgement.</p>
        <h2>7. Liability</h2>
        <p>
          To the extent the law allows, DVM Market is not liable for indirect losses arising from use of the
          marketplace. Nothing in these terms limits rights you have under applicable consumer or business law.
        </p>
        <h2>8. Changes</h2>
        <p>
          We may update these terms; we will announce material changes by email at least 14 days before they take
          effect.
        </p>
      </Prose>
    </InfoPage>
  );
}
