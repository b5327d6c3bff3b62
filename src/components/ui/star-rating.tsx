import { DEFAULT_STAR_ITEMS, roundToHalf, starFills, starLabel } from "./star-rating-rules";

/**
 * Read-only star rating in half steps, drawn as two layers of ★ glyphs (the filled
 * layer clipped to the value) so a grid of cards stays light. An invalid item
 * count renders nothing and logs an error (SPEC §8).
 */
export function StarRating({
  value,
  items = DEFAULT_STAR_ITEMS,
  size = 16,
  className = "",
}: {
  value: number;
  items?: number;
  size?: number;
  className?: string;
}) {
  const fills = starFills(value, items);
  if (!fills) {
    console.error(`StarRating: items must be an integer from 1 to 10, got ${String(items)}`);
    return null;
  }
  const stars = "★".repeat(items);
  const percent = (roundToHalf(value, items) / items) * 100;
  return (
    <span
      role="img"
      aria-label={starLabel(value, items)}
      data-fills={fills.join(" ")}
      className={`relative inline-block whitespace-nowrap leading-none ${className}`}
      style={{ fontSize: size }}
    >
      <span aria-hidden="true" className="text-slate-300">
        {stars}
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 overflow-hidden text-amber-500"
        style={{ width: `${percent}%` }}
      >
        {stars}
      </span>
    </span>
  );
}
