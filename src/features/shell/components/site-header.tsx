import Link from "next/link";
import { SignOutButton } from "@/features/accounts/components/sign-out-button";
import { getViewer } from "@/features/accounts/server/session";
import { Logo } from "./logo";

export async function SiteHeader() {
  const viewer = await getViewer();
  return (
    <header className="border-b border-slate-200 bg-white">
      {viewer && viewer.confirmed !== 1 && (
        <div className="bg-amber-50 py-1.5 text-center text-sm text-amber-900">
          Your Account is not confirmed.{" "}
          <Link href="/contact" className="font-semibold underline">Contact Support</Link>
        </div>
      )}
      <div className="container-page flex h-16 items-center gap-4">
        <Logo />
        <form action="/all-search-results/search" className="hidden flex-1 md:block" role="search">
          <label htmlFor="header-search" className="sr-only">Search products</label>
          <input id="header-search" name="q" className="input" placeholder="Search products, brands, SKUs…" />
        </form>
        <nav className="ml-auto flex items-center gap-3 text-sm">
          {viewer ? (
            <>
              <Link href={`/dashboard/user/${viewer.id}`} className="font-medium">Dashboard</Link>
              <SignOutButton className="font-medium text-slate-600 hover:text-ink" />
            </>
          ) : (
            <Link href="/auth/signin" className="btn-primary">Sign in</Link>
          )}
        </nav>
      </div>
    </header>
  );
}
