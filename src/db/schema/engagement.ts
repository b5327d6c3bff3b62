import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { vendors } from "./catalog";

export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type").notNull(), // Coupons | Webinars | Blogs | chat | order
    body: text("body").notNull().default(""),
    channel: text("channel"),
    message: text("message"),
    orderId: integer("order_id"),
    response: text("response"),
    alertType: text("alert_type").notNull().default("success"),
    clickableLink: text("clickable_link"),
    chatThreadId: integer("chat_thread_id"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);

export const vendorChatThreads = pgTable(
  "vendor_chat_threads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id),
    unreadForBuyer: integer("unread_for_buyer").notNull().default(0),
    unreadForVendor: integer("unread_for_vendor").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("chat_threads_pair_idx").on(t.userId, t.vendorId)],
);

export const vendorChatMessages = pgTable("vendor_chat_messages", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  threadId: integer("thread_id")
    .notNull()
    .references(() => vendorChatThreads.id, { onDelete: "cascade" }),
  sender: text("sender").notNull(), // buyer | vendor
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// The shopping assistant's own sessions: a typed email reaches only the session that typed it.
export const assistantSessions = pgTable(
  "assistant_sessions",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    userId: text("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("assistant_sessions_email_idx").on(t.email)],
);

export const assistantMessages = pgTable("assistant_messages", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  sessionId: text("session_id")
    .notNull()
    .references(() => assistantSessions.id, { onDelete: "cascade" }),
  role: text("role").notNull(), // user | assistant
  content: text("content").notNull(),
  payload: jsonb("payload"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const assistantRefreshTokens = pgTable("assistant_refresh_tokens", {
  id: text("id").primaryKey(),
  sessionId: text("session_id")
    .notNull()
    .references(() => assistantSessions.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

export const newsletterSignups = pgTable(
  "newsletter_signups",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    type: text("type").notNull().default("product"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("newsletter_email_type_idx").on(t.email, t.type)],
);

export const contactMessages = pgTable("contact_messages", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const vendorApplications = pgTable("vendor_applications", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  company: text("company").notNull(),
  contactName: text("contact_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  website: text("website"),
  message: text("message"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  // the operator's decision: approving creates the vendor and its owner; a rejection keeps the reason mailed
  status: text("status").notNull().default("pending"), // pending | approved | rejected
  decidedAt: timestamp("decided_at", { withTimezone: true }),
  decidedBy: text("decided_by"),
  reason: text("reason"),
  vendorId: integer("vendor_id").references(() => vendors.id, { onDelete: "set null" }),
});

export const webinarRegistrations = pgTable(
  "webinar_registrations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    webinarId: integer("webinar_id").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("webinar_reg_idx").on(t.webinarId, t.email)],
);

export const pageViews = pgTable("page_views", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  path: text("path").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// What buyers typed into search and how many results they got: the operator's "searches with no results".
export const searchQueries = pgTable(
  "search_queries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    query: text("query").notNull(),
    results: integer("results").notNull(),
    source: text("source").notNull().default("type-ahead"), // type-ahead | results-page | assistant
    userId: text("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_queries_created_idx").on(t.createdAt)],
);
