"use client";
import { useState } from "react";

/** First `visible` items with a 'See More' / 'See Less' toggle when there are more (SPEC §4 Lists). */
export function CollapsibleList<T>({
  items,
  visible,
  render,
  label,
}: {
  items: T[];
  visible: number;
  render: (item: T) => React.ReactNode;
  label: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? items : items.slice(0, visible);
  return (
    <>
      <ul className="space-y-0.5" aria-label={label}>
        {shown.map(render)}
      </ul>
      {items.length > visible && (
        <button
          type="button"
          className="mt-1 px-2 text-sm font-semibold text-brand-700 hover:underline"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? "See Less" : "See More"}
        </button>
      )}
    </>
  );
}
