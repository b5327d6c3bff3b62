"use client";
import Link from "@/components/ui/intent-link";
import { usePathname } from "next/navigation";
import { isCurrentPath } from "../page-rules";

/** A link that becomes plain text (aria-current) on its own page (SPEC §2). */
export function NavLink({
  href,
  children,
  className = "",
  currentClassName = "",
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
  currentClassName?: string;
}) {
  const pathname = usePathname();
  if (isCurrentPath(pathname, href))
    return (
      <span aria-current="page" className={`${className} ${currentClassName}`}>
        {children}
      </span>
    );
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
