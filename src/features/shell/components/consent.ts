/** Consent-mode keys the cookie notice grants on Accept (default denied). */
export const CONSENT_KEYS = ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"] as const;

export function grantConsent(): void {
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer ?? [];
  const gtag =
    w.gtag ??
    function (...args: unknown[]) {
      w.dataLayer!.push(args);
    };
  gtag("consent", "update", Object.fromEntries(CONSENT_KEYS.map((k) => [k, "granted"])));
}
