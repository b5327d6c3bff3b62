"use client";
import Link from "@/components/ui/intent-link";
import { useEffect } from "react";

type Props = { error: Error & { digest?: string }; reset: () => void; text: string; log: string };

/**
 * What a person sees when rendering failed: a friendly note and a retry. The error text and stack
 * stay in the logs, where the digest ties this visit to the server's entry.
 */
export function ErrorMessage({ error, reset, text, log }: Props) {
  useEffect(() => {
    console.error(log, { digest: error.digest });
  }, [error, log]);

  return (
    <div className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-slate-600">{text}</p>
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
