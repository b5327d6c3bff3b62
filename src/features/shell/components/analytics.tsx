import { CONSENT_KEYS } from "./consent";
import { publicConfig } from "@/lib/public-config";

/**
 * Consent-mode defaults (all denied) before any tag runs; a returning visitor who
 * already accepted ('dvm-cookies' = 1) is granted at once. The tag-manager and ad
 * scripts load only when their ids are configured.
 */
export function Analytics() {
  const { gtmId: gtm, adsId: ads } = publicConfig;
  const denied = Object.fromEntries(CONSENT_KEYS.map((k) => [k, "denied"]));
  const granted = Object.fromEntries(CONSENT_KEYS.map((k) => [k, "granted"]));
  const init = `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};gtag('consent','default',${JSON.stringify(denied)});try{if(localStorage.getItem('dvm-cookies')==='1')gtag('consent','update',${JSON.stringify(granted)})}catch(e){}`;
  return (
    <>
      {/* inline so consent defaults exist before any tag or hydration */}
      <script id="consent-default" dangerouslySetInnerHTML={{ __html: init }} />
      {/* plain tags, not next/script: that client component would put its runtime in every first load */}
      {gtm && (
        // eslint-disable-next-line @next/next/next-script-for-ga -- the third-parties component is client code too
        <script
          id="gtm"
          dangerouslySetInnerHTML={{
            __html: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(gtm)});`,
          }}
        />
      )}
      {ads && (
        <>
          <script id="ads-src" async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ads)}`} />
          <script
            id="ads-config"
            dangerouslySetInnerHTML={{ __html: `gtag('js',new Date());gtag('config',${JSON.stringify(ads)});` }}
          />
        </>
      )}
    </>
  );
}
