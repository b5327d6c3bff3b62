import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { MyRequests } from "@/features/requests/components/my-requests";

export const metadata: Metadata = { title: "My requests" };

export default async function MyRequestsPage() {
  const viewer = await requirePageViewer("/my-requests");
  return (
    <div className="container-page py-8">
      <h1 className="mb-6 text-2xl font-bold text-ink">Requests to vendors</h1>
      <MyRequests userId={viewer.id} />
    </div>
  );
}
