import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/features/accounts/components/sign-in-form";
import { getViewer } from "@/features/accounts/server/session";
import { isOperator } from "@/features/admin";
import { safeRedirect } from "@/lib/urls";

export const metadata: Metadata = { title: "Operator sign-in" };

export default async function AdminSignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const { callbackUrl } = await searchParams;
  // only console paths are followed from here
  const target = safeRedirect(callbackUrl).startsWith("/admin") ? safeRedirect(callbackUrl) : "/admin";
  const viewer = await getViewer();
  if (viewer && isOperator(viewer)) redirect(target);
  return (
    <main id="console-main" className="flex flex-1 justify-center px-4 py-12">
      <div className="card w-full max-w-md p-8">
        <h1 className="text-2xl font-bold">Operator sign-in</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">The console for running DVM Market.</p>
        {viewer && (
          <p role="alert" className="mb-4 text-sm text-red-700">
            You are signed in as {viewer.email}, which is not an operator account.
          </p>
        )}
        <SignInForm callbackUrl={target} />
      </div>
    </main>
  );
}
