// Events that reach an island before its code has hydrated it: React is not listening there yet, so
// a click would do nothing (or follow a plain link) and typed text would not reach the component's
// state. They are held on the island and played again, on the same DOM nodes, once it hydrates.
import { flushSync } from "react-dom";
import { markPageInUse } from "./page-in-use";

const HELD = ["click", "input", "change", "submit"] as const;
type Held = { event: Event; path: number[]; value: string | null };
const held = new WeakMap<Element, Held[]>();

// Until React moves an island's content in (see lazy-component's CodeBoundary), what is on screen may
// be its server-drawn copy, which the move then replaces with identical nodes: an event is kept with
// the path of its target inside the island, to be played on whichever node stands there by then.
const elementsOf = (parent: Element) => [...parent.children].filter((c) => c.tagName !== "TEMPLATE");

function pathWithin(island: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at = node; at !== island && at.parentElement; at = at.parentElement)
    path.unshift(elementsOf(at.parentElement).indexOf(at));
  return path;
}

function nodeAt(island: Element, path: number[]): Element | null {
  let at: Element | undefined = island;
  for (const i of path) at = at && elementsOf(at)[i];
  return at ?? null;
}

const waitingIsland = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest("[data-island]:not([data-hydrated])") : null;

function hold(e: Event) {
  const island = waitingIsland(e.target);
  if (!island) return;
  // a typed character stays in the field; only React's hearing of it waits (a click or a submit
  // would act without the component, so they wait whole)
  if (e.type === "click" || e.type === "submit") {
    e.preventDefault();
    e.stopImmediatePropagation();
  }
  const target = e.target as Element;
  const value =
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
      ? target.value
      : null;
  held.set(island, [...(held.get(island) ?? []), { event: e, path: pathWithin(island, target), value }]);
  markPageInUse();
}

let holding = false;
/** Starts holding events for islands that have not hydrated; idempotent. */
export function holdEarlyEvents(): void {
  if (holding || typeof window === "undefined") return;
  holding = true;
  for (const t of HELD) window.addEventListener(t, hold, { capture: true });
}

// React tracks a field's last value on the node itself and hears an input event only when the value
// differs from it: reset that tracker through the element's own setter, then restore the text.
function replayInput(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const proto = Object.getPrototypeOf(field) as object;
  const nativeSet = Object.getOwnPropertyDescriptor(proto, "value")?.set;
  field.value = "";
  nativeSet?.call(field, text);
  // rendered at once, so a click replayed next (a submit) reads the typed text
  flushSync(() => field.dispatchEvent(new Event("input", { bubbles: true })));
}

/** The island hydrated: its held events are played again on the same nodes, in order. */
export function replayHeld(island: Element): void {
  island.setAttribute("data-hydrated", "");
  const events = (held.get(island) ?? []).map((h) => ({ ...h, target: nodeAt(island, h.path) }));
  held.delete(island);
  // typed text first (the last value typed into each field), then the clicks that may submit it
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  for (const { event, target, value } of events)
    if (
      event.type === "input" &&
      value !== null &&
      (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
    )
      typed.set(target, value);
  for (const [field, value] of typed) replayInput(field, value);
  for (const { event, target, value } of events) {
    if (!target) continue;
    if (event.type === "click")
      target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true }));
    else if (event.type === "submit" && target instanceof HTMLFormElement) target.requestSubmit();
    // a select's choice: React hears its change event (a checkbox's comes from the replayed click)
    else if (event.type === "change" && target instanceof HTMLSelectElement) {
      if (value !== null) target.value = value;
      target.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
}
