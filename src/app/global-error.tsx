"use client";
import "@fontsource-variable/inter";
import "./globals.css";
import Link from "next/link";
import { useEffect } from "react";

/**
 * The root layout itself failed, so this page brings its own html and body and cannot rely on the
 * header or providers. Only the digest is logged; nothing about the error is shown.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("Site failed to render", { digest: error.digest });
  }, [error]);

  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <main className="container-page py-20 text-center">
          <p className="text-sm font-semibold text-brand-700">DVM Market</p>
          <h1 className="mt-2 text-3xl font-bold">Something went wrong</h1>
          <p className="mt-2 text-slate-600">We couldn&apos;t load the site. Please try again in a moment.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <button type="button" onClick={reset} className="btn-primary">
              Try again
            </button>
            <Link href="/" className="btn-outline">
              Go to home
            </Link>
          </div>
        </main>
      </body>
    </html>
  );
}
