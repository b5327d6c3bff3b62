import { ImageWithFallback } from "@/components/ui/image-with-fallback";

/** A vendor's uploaded logo and header when it has them; otherwise both are drawn from the name. */
const HUES = [168, 200, 220, 262, 14, 32, 145, 190];

function hue(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return HUES[h % HUES.length]!;
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

export function VendorLogo({
  name,
  size = 64,
  className = "",
  src,
}: {
  name: string;
  size?: number;
  className?: string;
  src?: string | null;
}) {
  if (src)
    return (
      <ImageWithFallback
        src={src}
        alt={`${name} logo`}
        width={size}
        height={size}
        className={`shrink-0 rounded-xl bg-white object-contain shadow-sm ring-4 ring-white ${className}`}
      />
    );
  const h = hue(name);
  return (
    <span
      role="img"
      aria-label={`${name} logo`}
      className={`inline-flex shrink-0 items-center justify-center rounded-xl font-bold text-white shadow-sm ring-4 ring-white ${className}`}
      style={{
        width: size,
        height: size,
        fontSize: size * 0.36,
        background: `linear-gradient(135deg, hsl(${h} 65% 38%), hsl(${h + 25} 60% 28%))`,
      }}
    >
      {initials(name)}
    </span>
  );
}

export function VendorHeader({ name, src }: { name: string; src?: string | null }) {
  if (src)
    return <ImageWithFallback src={src} alt="" aria-hidden="true" className="h-32 w-full object-cover sm:h-44" />;
  const h = hue(name);
  return (
    <div
      aria-hidden="true"
      className="h-32 w-full sm:h-44"
      style={{
        background: `radial-gradient(circle at 20% 30%, hsl(${h} 70% 55% / .55), transparent 45%), radial-gradient(circle at 85% 70%, hsl(${h + 30} 70% 60% / .45), transparent 40%), linear-gradient(120deg, hsl(${h} 55% 22%), hsl(${h + 20} 50% 32%))`,
      }}
    />
  );
}
