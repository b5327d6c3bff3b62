import type { Metadata } from "next";
import { ResetPasswordForm } from "@/features/accounts/components/password-reset-forms";

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token, for: audience } = await searchParams;
  // a new vendor owner's invitation uses the same single-use token, valid for days, and signs in to the portal
  const vendor = audience === "vendor";
  return (
    <div className="container-page flex justify-center py-12">
      <div className="card w-full max-w-md p-8">
        <h1 className="text-2xl font-bold">{vendor ? "Choose your password" : "Choose a new password"}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          {vendor
            ? "Set the password of your vendor portal account. The link works once."
            : "The link works once, for an hour."}
        </p>
        <ResetPasswordForm
          token={typeof token === "string" ? token.slice(0, 200) : ""}
          signInHref={vendor ? "/vendor/signin" : "/auth/signin"}
        />
      </div>
    </div>
  );
}
