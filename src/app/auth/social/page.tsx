import type { Metadata } from "next";
import { SocialComplete } from "@/features/accounts/components/social-complete";

export const metadata: Metadata = { title: "Signing in", robots: { index: false } };

export default async function SocialPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const { callbackUrl } = await searchParams;
  return (
    <div className="container-page py-20">
      <SocialComplete callbackUrl={callbackUrl} />
    </div>
  );
}
