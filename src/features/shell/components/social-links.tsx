/** Company social profiles (SPEC §2): Facebook, a Twitter-like network, LinkedIn, Instagram, YouTube. */
const PATHS: Record<string, string> = {
  Facebook: "M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.7-.6Z",
  X: "M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.3L20.5 20H16l-4.3-6-5.2 6H4l6.5-7.6Z",
  LinkedIn: "M5 9h3v11H5Zm1.5-5A1.8 1.8 0 1 1 6.5 7.6 1.8 1.8 0 0 1 6.5 4ZM10 9h3v1.6c.5-.9 1.6-1.8 3.3-1.8 3.3 0 3.7 2.1 3.7 4.9V20h-3v-5.6c0-1.4 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3Z",
  Instagram: "M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3Zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z",
  YouTube: "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3Z",
};

export const SOCIAL = [
  { name: "Facebook", href: "https://www.facebook.com/dvmmarket" },
  { name: "X", href: "https://x.com/dvmmarket" },
  { name: "LinkedIn", href: "https://www.linkedin.com/company/dvmmarket" },
  { name: "Instagram", href: "https://www.instagram.com/dvmmarket" },
  { name: "YouTube", href: "https://www.youtube.com/@dvmmarket" },
] as const;

export const COMPANY = {
  phone: "+1 (800) 555-0199", phoneHref: "tel:+18005550199", email: "support@dvm-market.example",
  address: "1200 Commerce Way, Suite 400, Kansas City, MO 64105",
} as const;

export function SocialLinks({ className = "", size = 16 }: { className?: string; size?: number }) {
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label="Social media">
      {SOCIAL.map((s) => (
        <li key={s.name}>
          <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`DVM Market on ${s.name}`} className="block rounded p-1.5 hover:bg-white/10">
            <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d={PATHS[s.name]} /></svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
