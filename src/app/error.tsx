"use client";
import Link from "next/link";
import { useEffect } from "react";

/**
 * A page that failed to render. The person sees a friendly note and a way to retry; the error
 * text and stack stay in the logs, where the digest ties this visit to the server's entry.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("Page failed to render", { digest: error.digest });
  }, [error]);

  return (
    <div className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-slate-600">We couldn&apos;t load this page. Please try again in a moment.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className="btn-primary">
          Try again
        </button>
        <Link href="/" className="btn-outline">
          Go to home
        </Link>
      </div>
    </div>
  );
}
