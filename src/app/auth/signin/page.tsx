import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/features/accounts/components/sign-in-form";
import { safeCallback } from "@/lib/urls";
import { getViewer } from "@/features/accounts/server/session";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { callbackUrl, error } = await searchParams;
  if (await getViewer()) redirect(safeCallback(callbackUrl));
  return (
    <div className="container-page flex justify-center py-12">
      <div className="card w-full max-w-md p-8">
        <h1 className="text-2xl font-bold">Sign in to DVM Market</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">Sign in to see prices, buy and request samples.</p>
        <SignInForm callbackUrl={callbackUrl} initialError={error} />
      </div>
    </div>
  );
}
