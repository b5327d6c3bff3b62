"use client";
import { usePathname } from "next/navigation";
import { hasOwnShell } from "../page-rules";

/**
 * The storefront's frame around every page: header, main landmark, footer and the shopping widgets.
 * The operator's console (/admin) and the vendor portal (/vendor) bring their own shells, so there only the page is rendered;
 * the providers above this frame stay shared.
 */
export function StorefrontFrame({
  header,
  footer,
  widgets,
  children,
}: {
  header: React.ReactNode;
  footer: React.ReactNode;
  widgets: React.ReactNode;
  children: React.ReactNode;
}) {
  if (hasOwnShell(usePathname())) return <>{children}</>;
  return (
    <>
      {header}
      <main id="main" className="flex-1">
        {children}
      </main>
      {footer}
      {widgets}
    </>
  );
}
