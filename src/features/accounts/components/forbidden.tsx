import Link from "@/components/ui/intent-link";

export function Forbidden() {
  return (
    <div className="container-page py-20 text-center">
      <p className="text-sm font-semibold text-red-700">403</p>
      <h1 className="mt-2 text-3xl font-bold">This page belongs to another account</h1>
      <p className="mt-2 text-slate-600">You can only view your own dashboard, orders and documents.</p>
      <Link href="/" className="btn-primary mt-6">
        Go to home
      </Link>
    </div>
  );
}
