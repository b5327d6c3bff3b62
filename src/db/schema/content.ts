import { boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { vendors } from "./catalog";

export const blogs = pgTable("blogs", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  title: text("title").notNull(),
  link: text("link").notNull().unique(),
  category: text("category").notNull(),
  excerpt: text("excerpt").notNull(),
  body: text("body").notNull(),
  author: text("author").notNull(),
  image: text("image"),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  // edited in the console: sanitized rich text (body keeps its plain text for search and the assistant)
  bodyHtml: text("body_html"),
  published: boolean("published").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const speakers = pgTable("speakers", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  bio: text("bio").notNull(),
  image: text("image"),
});

export const webinars = pgTable("webinars", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  title: text("title").notNull(),
  slogan: text("slogan").notNull().default(""),
  link: text("link").notNull().unique(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  timezone: text("timezone").notNull(),
  durationMinutes: integer("duration_minutes").notNull().default(60),
  description: text("description").notNull().default(""),
  agenda: jsonb("agenda").$type<{ time: string; title: string }[]>().notNull().default([]),
  speakerIds: jsonb("speaker_ids").$type<number[]>().notNull().default([]),
  showCounter: boolean("show_counter").notNull().default(false),
  showOn: text("show_on").notNull().default("both"),
  zoomLink: text("zoom_link"),
  externalLink: text("external_link"),
  sponsor: text("sponsor"),
  // edited in the console: sanitized rich text (description keeps its plain text for metadata and search)
  descriptionHtml: text("description_html"),
  published: boolean("published").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const courses = pgTable("courses", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  title: text("title").notNull(),
  slug: text("slug").notNull().unique(),
  kind: text("kind").notNull(), // course | bundle | learn-at-lunch
  description: text("description").notNull(),
  priceCents: integer("price_cents"),
  ceHours: integer("ce_hours"),
  lessons: jsonb("lessons").$type<{ title: string; minutes: number }[]>().notNull().default([]),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  speakerIds: jsonb("speaker_ids").$type<number[]>().notNull().default([]),
  // bundles list the courses they include
  courseSlugs: jsonb("course_slugs").$type<string[]>().notNull().default([]),
  sponsor: text("sponsor"),
  published: boolean("published").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const salesReps = pgTable("sales_reps", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  vendorId: integer("vendor_id").references(() => vendors.id),
  state: text("state").notNull(),
  specialty: text("specialty").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
});

export const faqs = pgTable("faqs", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  position: integer("position").notNull().default(0),
  answerHtml: text("answer_html"), // sanitized rich text from the console; answer keeps the plain text
  published: boolean("published").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Info pages written in the console (about us, policies); a published row replaces the built-in page.
export const infoPages = pgTable("info_pages", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  lead: text("lead").notNull().default(""),
  bodyHtml: text("body_html").notNull().default(""),
  published: boolean("published").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
