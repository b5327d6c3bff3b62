"use client";

/**
 * A plain button that looks and is named like a dropdown's trigger, standing in until the dropdown's
 * code has loaded: pointer or focus calls `prefetch`, a press (or Enter, Space, ArrowDown) calls `open`.
 * A click also opens it: one that came before the button's own code (an island replays it) had no
 * press to open it.
 */
export function MenuStandIn(props: {
  className: string;
  label?: string;
  prefetch: () => void;
  open: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={props.label}
      className={props.className}
      onPointerEnter={props.prefetch}
      onFocus={props.prefetch}
      onPointerDown={(e) => {
        if (e.button === 0) props.open();
      }}
      onClick={props.open}
      onKeyDown={(e) => {
        if (e.key === "Enter" || e.key === " " || e.key === "ArrowDown") {
          e.preventDefault();
          props.open();
        }
      }}
    >
      {props.children}
    </button>
  );
}
