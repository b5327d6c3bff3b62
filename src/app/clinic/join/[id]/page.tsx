import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { JoinInvitation } from "@/features/clinic/components/join-invitation";

export const metadata: Metadata = { title: "Join a clinic" };

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { id } = await params;
  const { token } = await searchParams;
  const back = `/clinic/join/${id}${typeof token === "string" ? `?token=${encodeURIComponent(token)}` : ""}`;
  const viewer = await requirePageViewer(back);
  return (
    <section className="space-y-3">
      <p>
        Signed in as {viewer.email}. An invitation is accepted by the account with the e-mail address it was sent to.
      </p>
      <JoinInvitation id={id} token={typeof token === "string" ? token : undefined} />
    </section>
  );
}
