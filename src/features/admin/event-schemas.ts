import { z } from "zod";
import { optionalHttpsUrl } from "./schemas";

// Webinars, expo speakers and courses written in the console (rich text arrives as HTML and is sanitized on the server).

export const EVENT_KINDS = ["webinars", "speakers", "courses"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const eventKindSchema = z.enum(EVENT_KINDS, { message: "Events are webinars, speakers or courses." });

export const COURSE_KINDS = ["course", "bundle", "learn-at-lunch"] as const;

const required = (what: string, max: number) =>
  z
    .string({ message: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Keep ${what} under ${max} characters.`);
const optionalText = (what: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : (v ?? null)),
    z.string().trim().max(max, `Keep ${what} under ${max} characters.`).nullable(),
  );
const optionalNumber = (what: string, min: number, max: number, int = false) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.coerce
      .number({ message: `${what} is a number.` })
      .min(min, `${what} is at least ${min}.`)
      .max(max, `${what} is at most ${max}.`)
      .refine((n) => !int || Number.isInteger(n), `${what} is a whole number.`)
      .nullable(),
  );
const flag = z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean());
const link = (what: string) =>
  z
    .string({ message: `Enter the ${what}.` })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `The ${what} is lower-case words joined by hyphens, like dental-radiology.`)
    .max(120, `Keep the ${what} under 120 characters.`);
/** Speakers chosen by checkbox: one id or many arrive; none means an empty list. */
const speakerIds = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.coerce.number().int().positive("Not a valid speaker.")).max(20, "Choose at most 20 speakers."),
);

export const webinarInputSchema = z.object({
  title: required("a title", 200),
  slogan: z.string().trim().max(300, "Keep the slogan under 300 characters.").default(""),
  link: link("link"),
  descriptionHtml: z.string({ message: "Write the description." }).max(200_000, "The description is too long."),
  speakerIds,
  startsAt: z.string({ message: "Enter the start date and time." }).trim(),
  timezone: required("a time zone", 64),
  durationMinutes: z.coerce
    .number({ message: "Duration is a number of minutes." })
    .int("Duration is whole minutes.")
    .min(5, "A webinar lasts at least 5 minutes.")
    .max(600, "A webinar lasts at most 600 minutes."),
  zoomLink: optionalHttpsUrl,
  sponsor: optionalText("the sponsor", 120),
  agenda: z.string().max(10_000, "The agenda is too long.").default(""),
  published: flag,
});
export type WebinarInput = z.infer<typeof webinarInputSchema>;

export const speakerInputSchema = z.object({
  name: required("the name", 120),
  title: required("the title", 200),
  bio: required("a short bio", 2000),
  image: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    z
      .string()
      .trim()
      .max(500)
      .regex(/^(https:\/\/|\/)\S+$/, "The photo is an https:// address or a path on this site.")
      .nullable(),
  ),
});
export type SpeakerInput = z.infer<typeof speakerInputSchema>;

export const courseInputSchema = z.object({
  title: required("a title", 200),
  slug: link("address"),
  kind: z.enum(COURSE_KINDS, { message: "Kind is course, bundle or learn-at-lunch." }),
  description: required("a description", 2000),
  price: optionalNumber("Price", 0, 100_000),
  ceHours: optionalNumber("CE hours", 0, 100, true),
  // a lunch session's start, a wall time in America/Chicago (the storefront shows it there)
  startsAt: optionalText("the start", 40),
  lessons: z.string().max(20_000, "The lessons are too long.").default(""),
  speakerIds,
  sponsor: optionalText("the sponsor", 120),
  published: flag,
});
export type CourseInput = z.infer<typeof courseInputSchema>;

export const registrationQuerySchema = z.object({
  webinar: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().positive().optional()),
});
