import { SOCIAL_PATHS } from "@/components/ui/social-icon";

/** Company social profiles (SPEC §2): Facebook, a Twitter-like network, LinkedIn, Instagram, YouTube. */

export const SOCIAL = [
  { name: "Facebook", network: "facebook", href: "https://www.facebook.com/dvmmarket" },
  { name: "X", network: "twitter", href: "https://x.com/dvmmarket" },
  { name: "LinkedIn", network: "linkedin", href: "https://www.linkedin.com/company/dvmmarket" },
  { name: "Instagram", network: "instagram", href: "https://www.instagram.com/dvmmarket" },
  { name: "YouTube", network: "youtube", href: "https://www.youtube.com/@dvmmarket" },
] as const;

export function SocialLinks({ className = "", size = 16 }: { className?: string; size?: number }) {
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label="Social media">
      {SOCIAL.map((s) => (
        <li key={s.name}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`DVM Market on ${s.name}`}
            className="block rounded p-1.5 hover:bg-white/10"
          >
            <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d={SOCIAL_PATHS[s.network]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
