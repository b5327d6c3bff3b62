import Link from "@/components/ui/intent-link";

export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 no-underline">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0d8573" />
        <path d="M10 16h12M16 10v12" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="text-lg font-bold tracking-tight text-ink">
        DVM <span className="text-brand-600">Market</span>
        <span className="sr-only"> home</span>
      </span>
    </Link>
  );
}
