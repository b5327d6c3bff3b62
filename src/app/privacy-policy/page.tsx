import type { Metadata } from "next";
import { InfoPage } from "@/features/content/components/info-page";
import Link from "@/components/ui/intent-link";
import { PageIntro } from "@/features/content/components/page-intro";
import { Prose } from "@/features/content/components/prose";

export const metadata: Metadata = { title: "Privacy Policy" };

export default function Page() {
  return (
    <InfoPage slug="privacy-policy">
      <PageIntro
        title="Privacy Policy"
        lead="Last updated January 5, 2026. How DVM Market collects, uses and protects information about clinics and their staff."
      />
      <Prose>
        <h2>Information we collect</h2>
        <ul>
          <li>
            Account details: name, email, clinic name, position, state and country, and the documents you upload to
            confirm your practice.
          </li>
          <li>
            Orders, carts, wishlists, price and sample requests, and messages you send to vendors or to our assistant.
          </li>
          <li>
            Technical data: IP address, browser type and pages visited, used to keep the service secure and to improve
            it.
          </li>
        </ul>
        <h2>How we use it</h2>
        <p>
          We use your information to run your account, show the prices you qualify for, fulfil orders with vendors, send
          notifications you ask for and answer support requests. We share order details only with the vendor or service
          provider fulfilling that order.
        </p>
        <h2>Cookies and consent</h2>
        <p>
          Essential cookies keep you signed in and remember your cart. Analytics and advertising storage stay off until
          you choose Accept in our cookie notice; you can withdraw consent by clearing this site&apos;s data in your
          browser.
        </p>
        <h2>Newsletter</h2>
        <p>If you subscribe, we store your email to send our newsletter. Every newsletter has an unsubscribe link.</p>
        <h2>Retention and security</h2>
        <p>
          We keep account and order records for as long as your account is active and as required by tax law. Data is
          encrypted in transit, access is limited to staff who need it, and passwords are stored only as salted hashes.
        </p>
        <h2>Your rights</h2>
        <p>
          You may request a copy, correction or deletion of your personal data. <Link href="/contact">Contact us</Link>{" "}
          and we will answer within 30 days.
        </p>
      </Prose>
    </InfoPage>
  );
}
