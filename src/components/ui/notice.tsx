import { AlertCircle, CheckCircle2, Info } from "lucide-react";

export type NoticeTone = "success" | "error" | "info" | "warning";
/** A sentence to show, or nothing; what the mutation hook and the forms hold. */
export type NoticeValue = { tone: NoticeTone; text: string } | null;

/**
 * How the sentence sits on its screen: `box` (bordered, with an icon), `banner` (a tinted strip),
 * `flash` (a bordered strip that comes and goes), `line` (coloured text inside a row or a form).
 */
export type NoticeLook = "box" | "banner" | "flash" | "line";

const BOX: Record<NoticeTone, string> = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-800",
  error: "border-red-200 bg-red-50 text-red-800",
  info: "border-sky-200 bg-sky-50 text-sky-800",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
};
const BANNER = { ok: "bg-brand-50 text-brand-800", bad: "bg-red-50 text-red-800" };
const FLASH = { ok: "border-green-200 bg-green-50 text-green-800", bad: "border-red-200 bg-red-50 text-red-700" };
const LINE = { ok: "text-emerald-700", bad: "text-red-700" };

type Props = {
  /** The sentence as a value (nothing is drawn for null) ... */
  notice?: NoticeValue;
  /** ... or as a tone and children. */
  tone?: NoticeTone;
  children?: React.ReactNode;
  look?: NoticeLook;
  /** Errors are announced at once (alert), anything else politely (status), unless a screen says otherwise. */
  role?: "status" | "alert";
  /** Draw as a span, for a sentence inside a line of text or an inline element. */
  inline?: boolean;
  className?: string;
};

/** The one way to show the answer to something a person did: what was done, or why not. */
export function Notice({ notice, tone, children, look = "box", role, inline, className = "" }: Props) {
  const t = notice ? notice.tone : (tone ?? "info");
  const body = notice ? notice.text : children;
  if (notice === null || (notice === undefined && children === undefined)) return null;
  const announce = role ?? (t === "error" ? "alert" : "status");
  const bad = t === "error";
  if (look === "box") {
    const Icon = t === "success" ? CheckCircle2 : t === "info" ? Info : AlertCircle;
    return (
      <div
        role={announce}
        className={`flex items-start gap-2 rounded-md border px-3 py-2 text-sm ${BOX[t]} ${className}`}
      >
        <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <div className="flex-1">{body}</div>
      </div>
    );
  }
  const classes =
    look === "banner"
      ? `rounded-md px-3 py-2 text-sm ${bad ? BANNER.bad : BANNER.ok}`
      : look === "flash"
        ? `rounded-md border px-3 py-2 text-sm ${bad ? FLASH.bad : FLASH.ok}`
        : bad
          ? LINE.bad
          : LINE.ok;
  const Tag = inline ? "span" : "p";
  return (
    <Tag role={announce} className={className ? `${className} ${classes}` : classes}>
      {body}
    </Tag>
  );
}
