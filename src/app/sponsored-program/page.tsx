import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { PageIntro } from "@/features/content/components/page-intro";
import { Prose } from "@/features/content/components/prose";
import { expoOverview } from "@/features/content/server/queries";

export const metadata: Metadata = { title: "Sponsored Program" };

export default async function Page() {
  const { sponsors } = await expoOverview();
  return (
    <>
      <PageIntro
        title="Sponsored Program"
        lead="Put your brand in front of veterinary teams while they learn: sponsor a webinar, a course or a Learn at Lunch session."
      />
      <Prose>
        <h2>What sponsors receive</h2>
        <ul>
          <li>Your logo and a short product segment in the live session and its recording.</li>
          <li>A listing on the Virtual Expo page and in the countdown banner shown across the marketplace.</li>
          <li>Registration counts and anonymized attendance reports after each event.</li>
          <li>A featured placement for your products in the week of the event.</li>
        </ul>
        <h2>How it works</h2>
        <p>
          Choose a topic with our education team, we recruit an independent specialist speaker, and the session is
          promoted to every clinic on DVM Market. Content stays educational: product segments are clearly labelled and
          kept separate from the clinical teaching.
        </p>
        <h2>Current sponsors</h2>
        <ul>
          {sponsors.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        <p>
          Interested? <Link href="/contact">Contact our partnerships team</Link> or see the{" "}
          <Link href="/virtual-expo">Virtual Expo</Link>.
        </p>
      </Prose>
    </>
  );
}
