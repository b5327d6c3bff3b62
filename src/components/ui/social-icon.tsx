export type SocialNetwork = "facebook" | "twitter" | "linkedin" | "instagram" | "youtube";

// Simple single-path glyphs (24×24) so no icon font or external asset is needed.
export const SOCIAL_PATHS: Record<SocialNetwork, string> = {
  facebook: "M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.4.2-.5.5-.5z",
  twitter: "M4 4l6.6 8.8L4.3 20H6l5.4-6 4.6 6H20l-6.9-9.2L19 4h-1.7l-5 5.6L8.1 4z",
  linkedin:
    "M5 8h3.5v12H5zM6.7 3a2 2 0 110 4 2 2 0 010-4zM10.5 8H14v1.7c.5-.9 1.7-2 3.6-2 3.7 0 4.4 2.4 4.4 5.6V20h-3.5v-5.9c0-1.4 0-3.2-2-3.2s-2.3 1.5-2.3 3.1v6h-3.5z",
  instagram:
    "M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm0 2a2 2 0 00-2 2v10c0 1.1.9 2 2 2h10a2 2 0 002-2V7a2 2 0 00-2-2zm5 3.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zm0 2a1.5 1.5 0 100 3 1.5 1.5 0 000-3zM17 6a1 1 0 110 2 1 1 0 010-2z",
  youtube:
    "M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 002.4 7.2 26 26 0 002 12a26 26 0 00.4 4.8 2.5 2.5 0 001.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8A26 26 0 0022 12a26 26 0 00-.4-4.8zM10 15V9l5.2 3z",
};
const NAMES: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  instagram: "Instagram",
  youtube: "YouTube",
};

/** Round social link that opens in a new tab. */
export function SocialIcon({
  network,
  href,
  size = 16,
  className = "",
}: {
  network: SocialNetwork;
  href: string;
  size?: number;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={NAMES[network]}
      className={`inline-flex h-8 w-8 items-center justify-center rounded-full bg-slate-100 text-slate-600 transition hover:bg-brand-600 hover:text-white ${className}`}
    >
      <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d={SOCIAL_PATHS[network]} />
      </svg>
    </a>
  );
}
