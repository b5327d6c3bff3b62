import type { Metadata } from "next";
import { InfoPage } from "@/features/content/components/info-page";
import Link from "@/components/ui/intent-link";
import { PageIntro } from "@/features/content/components/page-intro";
import { Prose } from "@/features/content/components/prose";

export const metadata: Metadata = { title: "About Us" };

export default function Page() {
  return (
    <InfoPage slug="about-us">
      <PageIntro
        title="About Us"
        lead="DVM Market connects veterinary clinics with trusted vendors and service providers in one marketplace."
      />
      <Prose>
        <p>
          Veterinary teams spend hours every week ordering from a dozen distributor portals, chasing quotes and
          comparing prices across catalogs. We built DVM Market so that a practice manager can order pharmaceuticals,
          vaccines, surgical and dental supplies, diagnostics, equipment and services from many vendors in a single cart
          — and see the prices their clinic actually qualifies for.
        </p>
        <h2>What we do</h2>
        <ul>
          <li>One cart for many vendors, with orders split and tracked per vendor.</li>
          <li>Price requests, samples and free logo printing on selected products.</li>
          <li>Continuing education through our Virtual Expo, On Demand Learning and Learn at Lunch programs.</li>
          <li>A Vet Rep Finder so every clinic knows who covers its territory.</li>
        </ul>
        <h2>Who we serve</h2>
        <p>
          Buyers are confirmed veterinary practices: general and specialty hospitals, mobile and equine practitioners,
          shelters and teaching hospitals. Vendors and service providers sell with no upfront costs and manage their own
          customizable shops.
        </p>
        <h2>Talk to us</h2>
        <p>
          Read about <Link href="/our-mission">our mission</Link>, browse the <Link href="/faqs">FAQs</Link> or{" "}
          <Link href="/contact">contact our team</Link>.
        </p>
      </Prose>
    </InfoPage>
  );
}
