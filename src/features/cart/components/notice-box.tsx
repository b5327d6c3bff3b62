import type { Notice } from "./cart-line";

export function NoticeBox({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p
      role="status"
      className={`rounded-md px-3 py-2 text-sm ${notice.tone === "ok" ? "bg-brand-50 text-brand-800" : "bg-red-50 text-red-800"}`}
    >
      {notice.text}
    </p>
  );
}
