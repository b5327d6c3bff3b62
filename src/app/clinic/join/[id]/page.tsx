import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { JoinInvitation } from "@/features/clinic/components/join-invitation";

export const metadata: Metadata = { title: "Join a clinic" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await requirePageViewer(`/clinic/join/${id}`);
  return (
    <section className="space-y-3">
      <p>
        Signed in as {viewer.email}. An invitation is accepted by the account with the e-mail address it was sent to.
      </p>
      <JoinInvitation id={id} />
    </section>
  );
}
