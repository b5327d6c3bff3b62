import { COURSE_KINDS, type EventKind } from "../event-schemas";
import type { ConsoleField } from "./console-form";

export const EVENT_LABEL: Record<EventKind, { plural: string; one: string }> = {
  webinars: { plural: "Webinars (virtual expo sessions)", one: "webinar" },
  speakers: { plural: "Expo speakers", one: "speaker" },
  courses: { plural: "On-demand courses and Learn at Lunch", one: "course or lunch session" },
};

const ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "UTC",
];

type Item = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** The fields of each kind, filled from `item` (empty for a new one). */
export function eventFormFor(kind: EventKind, item: Item = {}) {
  if (kind === "speakers") {
    const fields: ConsoleField[] = [
      { name: "name", label: "Name", value: str(item.name) },
      { name: "title", label: "Title", value: str(item.title), hint: "Degrees and role, like DVM, DACVIM." },
      { name: "image", label: "Photo URL", value: str(item.image), hint: "An https:// address; leave empty for none." },
      { name: "bio", label: "Bio", value: str(item.bio), type: "textarea" },
    ];
    return { fields };
  }
  const published = item.published === undefined ? true : item.published === true;
  const chosen = Array.isArray(item.speakerIds) ? (item.speakerIds as number[]) : [];
  if (kind === "webinars") {
    const fields: ConsoleField[] = [
      { name: "title", label: "Title", value: str(item.title) },
      { name: "slogan", label: "Slogan", value: str(item.slogan) },
      {
        name: "link",
        label: "Link",
        value: str(item.link),
        hint: "The address after /virtual-expo/: lower-case words joined by hyphens.",
      },
      { name: "startsAt", label: "Starts at", value: str(item.wallStart), type: "datetime-local" },
      {
        name: "timezone",
        label: "Time zone",
        value: str(item.timezone) || "America/Chicago",
        type: "select",
        options: ZONES.includes(str(item.timezone)) || !item.timezone ? ZONES : [str(item.timezone), ...ZONES],
        hint: "The start is the wall-clock time in this zone.",
      },
      { name: "durationMinutes", label: "Duration (minutes)", value: str(item.durationMinutes ?? 60), type: "number" },
      { name: "zoomLink", label: "Zoom link", value: str(item.zoomLink), hint: "Starts with https://." },
      { name: "sponsor", label: "Sponsor", value: str(item.sponsor) },
      {
        name: "agenda",
        label: "Agenda",
        value: str(item.agendaText),
        type: "textarea",
        hint: "One item per line: time | title, like 10:15 AM | Q&A.",
      },
    ];
    return {
      fields,
      rich: { name: "descriptionHtml", label: "Description", html: str(item.descriptionHtml) },
      chosen,
      published,
    };
  }
  const fields: ConsoleField[] = [
    { name: "title", label: "Title", value: str(item.title) },
    { name: "slug", label: "Address", value: str(item.slug), hint: "Lower-case words joined by hyphens." },
    { name: "kind", label: "Kind", value: str(item.kind) || "course", type: "select", options: COURSE_KINDS },
    { name: "description", label: "Description", value: str(item.description), type: "textarea" },
    { name: "price", label: "Price (USD)", value: str(item.price), type: "number", hint: "Empty or 0 is free." },
    { name: "ceHours", label: "CE hours", value: str(item.ceHours), type: "number" },
    {
      name: "startsAt",
      label: "Starts at (Central time)",
      value: str(item.wallStart),
      type: "datetime-local",
      hint: "Needed for Learn at Lunch; empty for on-demand courses.",
    },
    {
      name: "lessons",
      label: "Lessons",
      value: str(item.lessonsText),
      type: "textarea",
      hint: "One lesson per line: title | minutes, like Pain scoring | 25.",
    },
    { name: "sponsor", label: "Sponsor", value: str(item.sponsor) },
  ];
  return { fields, chosen, published };
}

/** Where an item shows on the storefront once published. */
export function eventStorefrontHref(kind: EventKind, item: Item): string {
  if (kind === "webinars") return `/virtual-expo/${str(item.link)}`;
  if (kind === "speakers") return "/virtual-expo";
  return item.kind === "learn-at-lunch" ? "/learn-at-lunch" : "/on-demand-learning";
}

/** How the delete dialog names an item and what deleting it does on the storefront. */
export function eventDeleteText(kind: EventKind, item: Item): { what: string; consequence: string } {
  if (kind === "webinars")
    return {
      what: `the webinar “${str(item.title)}”`,
      consequence: "It leaves the expo, its page and the countdown banner at once.",
    };
  if (kind === "speakers")
    return { what: `the speaker ${str(item.name)}`, consequence: "They leave the expo's speaker list at once." };
  const page = item.kind === "learn-at-lunch" ? "Learn at Lunch" : "On Demand Learning";
  return { what: `“${str(item.title)}”`, consequence: `It leaves ${page} at once.` };
}
