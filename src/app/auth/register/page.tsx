import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RegisterForm } from "@/features/accounts/components/register-form";
import { getViewer } from "@/features/accounts/server/session";
import { safeRedirect } from "@/lib/urls";

export const metadata: Metadata = { title: "Create an account" };

export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const { callbackUrl } = await searchParams;
  if (await getViewer()) redirect(safeRedirect(callbackUrl));
  return (
    <div className="container-page flex justify-center py-12">
      <div className="card w-full max-w-xl p-8">
        <h1 className="text-2xl font-bold">Create your buyer account</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          For veterinarians, practice managers, technicians and clinic staff.
        </p>
        <RegisterForm callbackUrl={callbackUrl} />
      </div>
    </div>
  );
}
