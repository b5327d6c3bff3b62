import type { Metadata } from "next";
import { ResetPasswordForm } from "@/features/accounts/components/password-reset-forms";

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <div className="container-page flex justify-center py-12">
      <div className="card w-full max-w-md p-8">
        <h1 className="text-2xl font-bold">Choose a new password</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">The link works once, for an hour.</p>
        <ResetPasswordForm token={typeof token === "string" ? token.slice(0, 200) : ""} />
      </div>
    </div>
  );
}
