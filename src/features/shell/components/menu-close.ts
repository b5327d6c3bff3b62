import { TIMINGS } from "../rules";

/**
 * Outside clicks close menus after the 0.3 s menu close delay (SPEC §4) instead
 * of at once; pass as a Radix onInteractOutside / onPointerDownOutside handler.
 */
export function closeAfterDelay(close: () => void) {
  return (event: Event) => {
    event.preventDefault();
    setTimeout(close, TIMINGS.menuCloseDelayMs);
  };
}
