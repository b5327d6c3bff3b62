// Shared by the navigation bar and its lazily loaded dropdowns (kept apart so the bar does not load them).
export const navItem =
  "rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 whitespace-nowrap";
export const navCurrent = "text-brand-700 font-semibold cursor-default hover:bg-transparent";
