"use client";
import { api } from "@/lib/api-client";
import { ChevronDown } from "lucide-react";
import Link from "@/components/ui/intent-link";
import { useRef, useState } from "react";
import { CUT, cutText } from "@/lib/text";
import { SHELL_LIMITS } from "../rules";
import type { SidebarDepartment } from "../category-filter";
import { CollapsibleList } from "./collapsible-list";

const itemClass = "block rounded px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-ink";

function Department({ d }: { d: SidebarDepartment }) {
  const [open, setOpen] = useState(false);
  if (d.subcategories.length === 0)
    return (
      <li>
        <Link href={`/${d.slug}`} className={itemClass}>
          {cutText(d.name, CUT.sidebarName)}
        </Link>
      </li>
    );
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className={`${itemClass} flex w-full items-center justify-between text-left`}
      >
        {cutText(d.name, CUT.sidebarName)}
        <ChevronDown className={`size-4 transition ${open ? "rotate-180" : ""}`} aria-hidden />
      </button>
      {open && (
        <ul className="ml-3 border-l border-slate-200 pl-2">
          <li>
            <Link href={`/${d.slug}`} className={itemClass}>
              All {cutText(d.name, CUT.sidebarName)}
            </Link>
          </li>
          {d.subcategories.map((s) => (
            <li key={s.id}>
              <Link href={`/${s.slug}`} className={itemClass}>
                {cutText(s.name, CUT.sidebarName)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** 'Shop by Categories' with its 'Search category' box; only the latest answer is used. */
export function CategorySearch({ initial }: { initial: SidebarDepartment[] }) {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<SidebarDepartment[] | null>(null);
  const latest = useRef(0);
  const onChange = async (value: string) => {
    setQuery(value);
    const ticket = ++latest.current;
    const res = await api<{ shop_by_department?: SidebarDepartment[] }>(
      "GET",
      `/api/sidebar-categories-search?search_input=${encodeURIComponent(value)}`,
    );
    if (ticket === latest.current) setResults(res.ok ? (res.data.shop_by_department ?? []) : []);
  };
  const list = query.trim() === "" && results === null ? initial : (results ?? initial);
  return (
    <div>
      <label htmlFor="sidebar-category-search" className="sr-only">
        Search category
      </label>
      <input
        id="sidebar-category-search"
        type="search"
        className="input mb-2"
        placeholder="Search category"
        value={query}
        onChange={(e) => onChange(e.target.value)}
      />
      {list.length === 0 ? (
        <p className="px-2 py-1.5 text-sm text-slate-500">No result found...</p>
      ) : (
        <CollapsibleList
          key={query}
          items={list}
          visible={SHELL_LIMITS.visibleCategories}
          label="Categories"
          render={(d) => <Department key={d.id} d={d} />}
        />
      )}
    </div>
  );
}

export { itemClass as sidebarItemClass };
