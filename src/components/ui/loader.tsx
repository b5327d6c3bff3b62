/** Spinner for buttons and panels; `label` is announced to screen readers. */
export function Loader({
  size = 16,
  label = "Loading",
  className = "",
}: {
  size?: number;
  label?: string;
  className?: string;
}) {
  return (
    <span
      role="status"
      aria-label={label}
      className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${className}`}
      style={{ width: size, height: size }}
    />
  );
}

/** Full-block loader for a panel that is fetching. */
export function PanelLoader({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center text-brand-600">
      <Loader size={32} label={label} />
    </div>
  );
}
