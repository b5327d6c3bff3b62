import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { AddressBook } from "@/features/accounts/components/dashboard/address-book";
import { ChangePasswordForm } from "@/features/accounts/components/dashboard/change-password-form";
import { ProfileForm } from "@/features/accounts/components/dashboard/profile-form";
import { ProfileImageForm } from "@/features/accounts/components/dashboard/profile-image-form";
import { forbidden } from "next/navigation";
import { showsCoins } from "@/features/accounts/rules";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { getDashboardData } from "@/features/accounts/server/queries";
import { OrdersList } from "@/features/orders/components/orders-list";
import { MyRequests } from "@/features/requests/components/my-requests";

export const metadata: Metadata = { title: "Dashboard" };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`h-${title}`} className="card space-y-4 p-5">
      <h2 id={`h-${title}`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default async function DashboardPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  const viewer = await requirePageViewer(`/dashboard/user/${userId}`);
  if (viewer.id !== userId) forbidden();
  const { profile, addresses } = await getDashboardData(viewer.id);
  const links: [string, string][] = [
    ["/user/orders", "Orders"],
    ["/my-requests", "Price and sample requests"],
    ...(viewer.isSalesRep ? [] : ([["/user/rfqs", "Requests for quote"]] as [string, string][])),
    ["/notifications", "Notifications"],
    ["/documents", "Documents and level"],
    ...(viewer.isSalesRep ? [] : ([["/wishlist", "Wishlist"]] as [string, string][])),
    ...(showsCoins(viewer)
      ? ([[`/dashboard/user/${viewer.id}/coins`, `Coins (${viewer.coins})`]] as [string, string][])
      : []),
  ];
  return (
    <div className="container-page space-y-6 py-8">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">Welcome, {viewer.firstName}</h1>
        <p className="mt-1 text-slate-600">
          {viewer.email} · {viewer.position} · Level {viewer.level}
          {viewer.confirmed !== 1 && " · awaiting confirmation"}
        </p>
      </header>
      <nav aria-label="Your account">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {links.map(([href, label]) => (
            <li key={href}>
              <Link href={href} className="card block p-4 font-semibold hover:border-brand-500">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!viewer.isSalesRep && <OrdersList userId={viewer.id} limit={5} title="Recent orders" />}
      {!viewer.isSalesRep && <MyRequests userId={viewer.id} />}
      <Section title="Profile">
        <ProfileImageForm userId={viewer.id} image={profile.profileImage} />
        <ProfileForm userId={viewer.id} profile={profile} />
      </Section>
      <Section title="Addresses">
        <AddressBook userId={viewer.id} addresses={addresses} />
      </Section>
      <Section title="Password">
        <ChangePasswordForm email={viewer.email} />
      </Section>
    </div>
  );
}
