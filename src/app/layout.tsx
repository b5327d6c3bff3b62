import "@fontsource-variable/inter";
import "./globals.css";
import type { Metadata, Viewport } from "next";
import { SiteFooter } from "@/features/shell/components/site-footer";
import { SiteHeader } from "@/features/shell/components/site-header";

export const metadata: Metadata = {
  title: { default: "DVM Market — veterinary supplies and services", template: "%s | DVM Market" },
  description:
    "The business-to-business marketplace for veterinary clinics: pharmaceuticals, vaccines, surgical and dental supplies, equipment and services from trusted vendors in one cart.",
};

export const viewport: Viewport = { themeColor: "#0d8573", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <SiteHeader />
        <main id="main" className="flex-1">{children}</main>
        <SiteFooter />
      </body>
    </html>
  );
}
