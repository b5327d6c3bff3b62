import type { Metadata } from "next";
import { InfoPage } from "@/features/content/components/info-page";
import { PageIntro } from "@/features/content/components/page-intro";
import { Prose } from "@/features/content/components/prose";

export const metadata: Metadata = { title: "Our Mission" };

export default function Page() {
  return (
    <InfoPage slug="our-mission">
      <PageIntro title="Our Mission" lead="Give veterinary teams their time back, so more of it goes to patients." />
      <Prose>
        <p>
          Every minute a technician spends re-keying an order or hunting for a backordered vaccine is a minute away from
          the treatment room. Our mission is to make purchasing the easiest part of running a practice.
        </p>
        <h2>Transparent prices</h2>
        <p>
          Clinics see the prices they qualify for, request a quote in one click when a vendor prefers to price on
          request, and compare offers from several vendors side by side.
        </p>
        <h2>Fair to sellers</h2>
        <p>
          Independent manufacturers and service providers deserve the same reach as the largest distributors. Sellers
          join without upfront fees and keep control of their shop, their prices and their customer relationships.
        </p>
        <h2>Learning that fits the day</h2>
        <p>
          Continuing education should not require a plane ticket. Our webinars, on-demand courses and lunch sessions
          bring specialists to the whole clinic team.
        </p>
        <h2>Trust</h2>
        <p>We verify every buying practice, protect clinic data and answer support requests within one business day.</p>
      </Prose>
    </InfoPage>
  );
}
