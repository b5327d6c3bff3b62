import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => Buffer.from(v),
});

/** Uploaded files kept in the database (UPLOAD_STORAGE=database), so every app instance reads the same bytes. */
export const storedFiles = pgTable("stored_files", {
  name: text("name").primaryKey(),
  kind: text("kind").notNull(),
  bytes: bytea("bytes").notNull(),
  size: integer("size").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
