import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/features/accounts/components/password-reset-forms";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <div className="container-page flex justify-center py-12">
      <div className="card w-full max-w-md p-8">
        <h1 className="text-2xl font-bold">Forgot your password?</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">Enter the email of your account and we will mail you a link.</p>
        <ForgotPasswordForm />
      </div>
    </div>
  );
}
