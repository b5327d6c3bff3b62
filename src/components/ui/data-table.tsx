import type { ReactNode } from "react";

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** numbers and money line up on the right */
  align?: "right";
  /** a column a phone can do without: hidden below the small breakpoint */
  wide?: boolean;
};

/**
 * The one table of the console and the portal: a caption for screen readers, a header row, and a
 * card that scrolls sideways on a phone instead of clipping a column.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}) {
  const cellClass = (c: Column<T>) =>
    `p-3 align-top ${c.align === "right" ? "text-right" : ""} ${c.wide ? "hidden sm:table-cell" : ""}`;
  return (
    // relative: a visually hidden label in a scrolled-off column stays inside the card, not off the page
    <div className="card relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-left text-slate-500">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`${cellClass(c)} font-medium whitespace-nowrap`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header} className={cellClass(c)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
