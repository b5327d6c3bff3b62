import type { InputHTMLAttributes } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: React.ReactNode; hint?: React.ReactNode };

/** Labelled checkbox; the whole row is the click target. */
export function Checkbox({ label, hint, className = "", ...rest }: Props) {
  return (
    <label className={`flex cursor-pointer items-center gap-2 text-sm text-slate-700 ${className}`}>
      <input type="checkbox" className="h-4 w-4 rounded border-slate-300 accent-brand-600" {...rest} />
      <span className="flex-1">{label}</span>
      {hint !== undefined && <span className="text-xs text-slate-500">{hint}</span>}
    </label>
  );
}

/** Labelled radio button. */
export function Radio({ label, hint, className = "", ...rest }: Props) {
  return (
    <label className={`flex cursor-pointer items-center gap-2 text-sm text-slate-700 ${className}`}>
      <input type="radio" className="h-4 w-4 border-slate-300 accent-brand-600" {...rest} />
      <span className="flex-1">{label}</span>
      {hint !== undefined && <span className="text-xs text-slate-500">{hint}</span>}
    </label>
  );
}
