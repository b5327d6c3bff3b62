import "./globals.css";
import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { Suspense } from "react";
import { ProfileMenu } from "@/features/accounts/components/profile-menu";
import { ClinicMenuSlot } from "@/features/clinic/components/clinic-menu-slot";
import { ViewerProvider } from "@/features/accounts";
import { getViewer, isMemberShell } from "@/features/accounts/server/session";
import { UnconfirmedNotice } from "@/features/accounts/components/unconfirmed-notice";
import { QuickViewHost } from "@/features/catalog/components/quick-view-host";
import { SearchBarIsland as SearchBar } from "@/features/search/components/search-bar-island";
import { Analytics } from "@/features/shell/components/analytics";
import { OfflineGate } from "@/features/shell/components/offline-gate";
import { ProgressBar } from "@/features/shell/components/progress-bar";
import { ShellEffects } from "@/features/shell/components/shell-effects";
import { SiteFooter } from "@/features/shell/components/site-footer";
import { SiteHeader } from "@/features/shell/components/site-header";
import { StorefrontFrame } from "@/features/shell/components/storefront-frame";
import { FeatureSlots } from "./feature-slots";
import { LateToaster } from "./late-toaster";
import { LateWidgets } from "./late-widgets";
import { BarNotifications, HeaderBell, HeaderCart, HeaderCoins, HeaderWishlist } from "./header-slots";

// One Latin file, preloaded with the page and with a metric-matched fallback, so text paints at once
// in the fallback without shifting when Inter arrives (the package's CSS declared every script's file).
// The file is the package's, cut to the weights the pages use (scripts/subset-font.ts): 30 kB, not 48.
const inter = localFont({
  src: "./fonts/inter-latin-400-700.woff2",
  weight: "400 700",
  display: "swap",
  variable: "--font-inter",
});

export const metadata: Metadata = {
  title: { default: "DVM Market — veterinary supplies and services", template: "%s | DVM Market" },
  description:
    "The business-to-business marketplace for veterinary clinics: pharmaceuticals, vaccines, surgical and dental supplies, equipment and services from trusted vendors in one cart.",
};

export const viewport: Viewport = { themeColor: "#0d8573", width: "device-width", initialScale: 1 };

/**
 * The one place the features meet: the shell gets each feature's header pieces as slots. The
 * storefront frame leaves them out under /admin, whose layout draws the console's own shell.
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [viewer, shell] = await Promise.all([getViewer(), isMemberShell()]);
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-screen flex-col">
        <Analytics />
        {/* no query cache here: the pieces that use one bring it (components/queries) */}
        <ViewerProvider viewer={viewer} shell={shell}>
          <FeatureSlots>
            <Suspense fallback={null}>
              <ProgressBar />
            </Suspense>
            <StorefrontFrame
              header={
                <SiteHeader
                  accountNotice={<UnconfirmedNotice />}
                  search={<SearchBar />}
                  mobileSearch={<SearchBar variant="overlay" autoFocus />}
                  coins={<HeaderCoins />}
                  wishlist={<HeaderWishlist />}
                  cart={<HeaderCart />}
                  notifications={<HeaderBell />}
                  mobileCart={<HeaderCart variant="bar" />}
                  mobileNotifications={<BarNotifications />}
                  profile={<ProfileMenu menuExtra={<ClinicMenuSlot />} />}
                />
              }
              footer={<SiteFooter />}
              widgets={
                <>
                  <QuickViewHost />
                  <LateWidgets />
                </>
              }
            >
              {children}
            </StorefrontFrame>
            <LateToaster />
            {/* in the first load: its code must be here before the network goes */}
            <OfflineGate />
            <ShellEffects />
          </FeatureSlots>
        </ViewerProvider>
      </body>
    </html>
  );
}
