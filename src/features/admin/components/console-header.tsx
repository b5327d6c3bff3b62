import Link from "next/link";
import { OperatorMenu } from "./operator-menu";

/** The console's own header: its name, and who is signed in (with sign-out) once someone is. */
export function ConsoleHeader({ email }: { email: string | null }) {
  return (
    <header className="border-b border-slate-800 bg-ink text-white">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-skip focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink"
      >
        Skip to content
      </a>
      <div className="flex h-14 items-center gap-3 px-4">
        <Link
          href="/admin"
          className="flex shrink-0 items-center gap-2 whitespace-nowrap font-bold tracking-tight text-white no-underline"
        >
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="#0d8573" />
            <path d="M10 16h12M16 10v12" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
          </svg>
          DVM Console
        </Link>
        <div className="ml-auto min-w-0">{email && <OperatorMenu email={email} />}</div>
      </div>
    </header>
  );
}
