import { Star, StarHalf } from "lucide-react";
import { DEFAULT_STAR_ITEMS, starFills, starLabel } from "./star-rating-rules";

/** Read-only star rating; an invalid item count renders nothing and logs an error (SPEC §8). */
export function StarRating({ value, items = DEFAULT_STAR_ITEMS, size = 16, className = "" }: {
  value: number; items?: number; size?: number; className?: string;
}) {
  const fills = starFills(value, items);
  if (!fills) {
    console.error(`StarRating: items must be an integer from 1 to 10, got ${String(items)}`);
    return null;
  }
  return (
    <span role="img" aria-label={starLabel(value, items)} className={`inline-flex items-center text-amber-500 ${className}`}>
      {fills.map((f, i) => (
        <span key={i} className="relative inline-block" style={{ width: size, height: size }} aria-hidden="true">
          <Star width={size} height={size} className="absolute inset-0 text-slate-300" fill="currentColor" strokeWidth={0} />
          {f === "full" && <Star width={size} height={size} className="absolute inset-0" fill="currentColor" strokeWidth={0} />}
          {f === "half" && <StarHalf width={size} height={size} className="absolute inset-0" fill="currentColor" strokeWidth={0} />}
        </span>
      ))}
    </span>
  );
}
