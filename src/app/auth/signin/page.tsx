import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/features/accounts/components/sign-in-form";
import { SIGN_OUT_TEXT } from "@/features/accounts/rules";
import { enabledSocialProviders } from "@/features/accounts/server/auth-hooks";
import { getViewer } from "@/features/accounts/server/session";
import { safeRedirect } from "@/lib/urls";

export const metadata: Metadata = { title: "Sign in" };

// Only fixed texts are shown from the URL, so a crafted link cannot put words on this page.
const ERROR_TEXT: Record<string, string> = {
  ...SIGN_OUT_TEXT,
  SessionRequired: "Please sign in to continue.",
  session: "Your session has ended. Please sign in again.",
};

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const { callbackUrl, error, reason } = await searchParams;
  if (await getViewer()) redirect(safeRedirect(callbackUrl));
  const key = reason ?? error;
  const message = key ? (ERROR_TEXT[key] ?? SIGN_OUT_TEXT.social) : undefined;
  return (
    <div className="container-page flex justify-center py-12">
      <div className="card w-full max-w-md p-8">
        <h1 className="text-2xl font-bold">Sign in to DVM Market</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">Sign in to see prices, buy and request samples.</p>
        <SignInForm callbackUrl={callbackUrl} initialError={message} providers={enabledSocialProviders()} />
      </div>
    </div>
  );
}
