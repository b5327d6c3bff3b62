import Link from "next/link";
import { SignOutButton } from "@/features/accounts";

export function ConsoleForbidden() {
  return (
    <div className="py-16 text-center">
      <p className="text-sm font-semibold text-red-700">403</p>
      <h1 className="mt-2 text-2xl font-bold">The console is for marketplace operators</h1>
      <p className="mt-2 text-slate-600">This account cannot open the operator&apos;s console.</p>
      <p className="mt-6 flex justify-center gap-3">
        <Link href="/" className="btn-outline">
          Go to the storefront
        </Link>
        <SignOutButton to="/admin/signin" className="btn-primary" />
      </p>
    </div>
  );
}
