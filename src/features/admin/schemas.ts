import { z } from "zod";
import { usState } from "@/lib/us-states";

// an empty form field means "no filter"
const blank = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());
const day = blank(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD."));
const page = z.coerce.number().int().min(1, "page starts at 1").max(100_000).optional();
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

export const buyerQuerySchema = z.object({
  status: blank(
    z.enum(["unconfirmed", "confirmed", "deactivated", "deleted"], {
      message: "status is one of unconfirmed, confirmed, deactivated, deleted",
    }),
  ),
  q: text(120),
  level: z.coerce
    .number()
    .int()
    .min(1)
    .max(10)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  state: text(60),
  createdFrom: day,
  createdTo: day,
  page,
});

export const auditQuerySchema = z.object({
  page,
  action: text(60),
  actor: text(120),
  target: text(120),
  from: day,
  to: day,
});

export const buyerActionSchema = z.enum(["confirm", "unconfirm", "deactivate", "activate", "soft-delete", "restore"], {
  message: "Unknown action.",
});

export const coinAdjustSchema = z.object({
  delta: z.coerce.number({ message: "Enter a number of coins." }).int("Enter a whole number of coins."),
  reason: z.string({ message: "Give a reason." }).trim().min(3, "Give a reason (at least 3 characters).").max(200),
});

export const reviewSchema = z.discriminatedUnion("decision", [
  z.object({
    decision: z.literal("approve"),
    level: z.coerce.number().int().min(1, "Levels run from 1 to 10.").max(10, "Levels run from 1 to 10.").optional(),
    expiresOn: day,
  }),
  z.object({
    decision: z.literal("reject"),
    reason: z.string({ message: "Give the buyer a reason." }).trim().min(3, "Give the buyer a reason.").max(500),
  }),
]);

export const idSchema = z.coerce.number().int().positive("Not a valid id.");
export const documentStatusSchema = z.enum(["pending", "approved", "rejected"]).optional();

/** A URL's search params as a plain object for the schemas above. */
export function searchObject(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams.entries());
}

const cliEmail = z.string().trim().toLowerCase().email("Enter a valid email address.").max(254);

/** `npm run admin` commands (scripts/admin.ts and /api/accounts/admin-command). */
export const adminCommandSchema = z.discriminatedUnion("command", [
  z.object({ command: z.literal("confirm"), email: cliEmail }),
  z.object({ command: z.literal("unconfirm"), email: cliEmail }),
  z.object({ command: z.literal("deactivate"), email: cliEmail }),
  z.object({ command: z.literal("activate"), email: cliEmail }),
  z.object({ command: z.literal("soft-delete"), email: cliEmail }),
  z.object({ command: z.literal("restore"), email: cliEmail }),
  z.object({
    command: z.literal("approve-document"),
    id: z.coerce.number().int().positive(),
    level: z.coerce.number().int().min(1).max(10).optional(),
  }),
  z.object({
    command: z.literal("reject-document"),
    id: z.coerce.number().int().positive(),
    reason: z.string().trim().min(3).max(500).optional(),
  }),
  z.object({ command: z.literal("list-documents"), status: z.enum(["pending", "approved", "rejected"]).optional() }),
  // the newest mails written to an address (e.g. a new vendor owner's invitation), for support and tests
  z.object({ command: z.literal("mail-to"), email: cliEmail }),
]);
export type AdminCommand = z.infer<typeof adminCommandSchema>;

/** A console announcement: what (the newest coupon/next webinar/newest blog unless named) and to whom. */
export const announceSchema = z.object({
  kind: z.enum(["coupon", "webinar", "blog"], { message: "Choose coupon, webinar or blog." }),
  code: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(60).optional()),
  link: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(200).optional()),
  level: blank(z.coerce.number().int().min(1, "Levels run from 1 to 10.").max(10, "Levels run from 1 to 10.")),
  // "MO" and "Missouri" reach the same buyers; a state the list does not know would reach nobody
  state: blank(
    z
      .string()
      .trim()
      .max(60)
      .transform((v, ctx) => {
        const st = usState(v);
        if (st) return st.code;
        ctx.addIssue({
          code: "custom",
          message: `No US state is called "${v}": write its name or code, like Missouri or MO.`,
        });
        return z.NEVER;
      }),
  ),
  confirmed: blank(z.enum(["yes", "no"], { message: "confirmed is yes or no" })),
});
/** The audience alone, for the recipient preview. */
export const audienceQuerySchema = announceSchema.pick({ level: true, state: true, confirmed: true });
export type AnnounceInput = z.infer<typeof announceSchema>;

export const orderQuerySchema = z.object({
  status: blank(
    z.enum(["placed", "confirmed", "shipped", "delivered", "cancelled"], { message: "Unknown order status." }),
  ),
  vendor: blank(z.coerce.number().int().positive("Not a valid vendor.")),
  from: day,
  to: day,
  q: text(80),
  page,
});

export const sellerPatchSchema = z
  .object({
    status: z.enum(["active", "suspended"], { message: "status is active or suspended" }).optional(),
    commissionPercent: z.coerce.number({ message: "Enter the commission as a number of percent." }).optional(),
    reviewFirst: z.boolean({ message: "reviewFirst is true or false." }).optional(),
  })
  .refine((v) => v.status !== undefined || v.commissionPercent !== undefined || v.reviewFirst !== undefined, {
    message: "Send a status, a commissionPercent or reviewFirst.",
  });

export const moderationSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve") }),
  z.object({
    decision: z.literal("reject"),
    reason: z.string({ message: "Give the vendor a reason." }).trim().min(3, "Give the vendor a reason.").max(500),
  }),
]);

export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationQuerySchema = z.object({
  status: blank(z.enum(APPLICATION_STATUSES, { message: "status is one of pending, approved, rejected" })),
  q: text(120),
  page,
});

export const applicationDecisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("approve") }),
    z.object({
      decision: z.literal("reject"),
      reason: z
        .string({ message: "Give the applicant a reason." })
        .trim()
        .min(3, "Give the applicant a reason (at least 3 characters).")
        .max(1000, "Keep the reason under 1000 characters."),
    }),
  ],
  { message: "Choose approve or reject." },
);

// ---- content written in the console (rich text arrives as HTML and is sanitized on the server)

export const CONTENT_KINDS = ["blogs", "faqs", "pages"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const contentKindSchema = z.enum(CONTENT_KINDS, { message: "Content is blogs, faqs or pages." });

/** The storefront's info pages the console may replace. */
export const INFO_PAGE_SLUGS = ["about-us", "our-mission", "privacy-policy", "terms-and-conditions"] as const;
export const infoPageSlugSchema = z.enum(INFO_PAGE_SLUGS, { message: "Unknown info page." });

const required = (what: string, max: number) =>
  z
    .string({ message: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Keep ${what} under ${max} characters.`);
const richText = z.string({ message: "Write the text." }).max(200_000, "The text is too long (200,000 characters).");
const flag = z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean());

export const blogInputSchema = z.object({
  title: required("a title", 200),
  link: z
    .string({ message: "Enter the address (link)." })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "The link is lower-case words joined by hyphens, like vaccine-storage-tips.")
    .max(120, "Keep the link under 120 characters."),
  category: required("a category", 60),
  excerpt: required("a short excerpt", 500),
  author: required("the author", 120),
  bodyHtml: richText,
  published: flag,
});
export type BlogInput = z.infer<typeof blogInputSchema>;

export const faqInputSchema = z.object({
  question: required("the question", 300),
  answerHtml: richText,
  position: z.coerce.number({ message: "Position is a number." }).int("Position is a whole number.").min(0).max(10_000),
  published: flag,
});
export type FaqInput = z.infer<typeof faqInputSchema>;

export const pageInputSchema = z.object({
  title: required("a title", 200),
  lead: z.string().trim().max(500, "Keep the lead under 500 characters.").default(""),
  bodyHtml: richText,
  published: flag,
});
export type PageInput = z.infer<typeof pageInputSchema>;

export const publishSchema = z.object({ published: flag });

// ---- the countdown banner (the next-webinar-popup fields of a webinar)

export const SHOW_ON = ["both", "product", "expo"] as const;
/** An optional https link typed in a console form: blank is none. */
export const optionalHttpsUrl = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  z
    .string()
    .trim()
    .max(500)
    .regex(/^https:\/\/\S+$/, "Links start with https://.")
    .nullable(),
);

export const bannerInputSchema = z.object({
  title: required("a title", 200),
  slogan: z.string().trim().max(300, "Keep the slogan under 300 characters.").default(""),
  startsAt: z.string({ message: "Enter the start date and time." }).trim(),
  timezone: required("a time zone", 64),
  showCounter: flag,
  showOn: z.enum(SHOW_ON, { message: "Show on is both, product or expo." }),
  zoomLink: optionalHttpsUrl,
  externalLink: optionalHttpsUrl,
});
export type BannerInput = z.infer<typeof bannerInputSchema>;
