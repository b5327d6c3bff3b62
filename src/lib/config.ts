import { z } from "zod";

/**
 * The one module that reads the server's environment (README, "Configuration"). Every setting is
 * validated here, with its default, so a typo fails at start-up with the variable's name instead of
 * surfacing later as a NaN timeout or a silently disabled feature. An empty value counts as unset,
 * as the code before this module treated most of them.
 *
 * Values the browser needs are in `public-config.ts`: Next inlines those at build time.
 */

type Env = Record<string, string | undefined>;

const unset = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalText = () => z.preprocess(unset, z.string().optional());
const text = (fallback: string) => z.preprocess(unset, z.string().default(fallback));

/** A secret is never echoed back in an error message. */
const secret = (minLength: number) =>
  z.preprocess(
    unset,
    z
      .string()
      .refine((s) => s.length >= minLength, {
        error: (issue) => `must be at least ${minLength} characters, got ${String(issue.input).length}`,
      })
      .optional(),
  );

const url = (example: string) =>
  z.preprocess(
    unset,
    z
      .string()
      .refine((s) => URL.canParse(s), { error: (issue) => `must be a URL like ${example}, got '${issue.input}'` })
      .optional(),
  );

/** A number read from text: `what` completes "must be …" in the error. */
const number = (what: string, fallback: number, check: (n: number) => boolean) =>
  z.preprocess(
    unset,
    z
      .string()
      .optional()
      .transform((raw, ctx) => {
        if (raw === undefined) return fallback;
        const n = Number(raw);
        if (Number.isFinite(n) && check(n)) return n;
        ctx.addIssue({ code: "custom", message: `must be ${what}, got '${raw}'` });
        return z.NEVER;
      }),
  );
const wholeAtLeast = (min: number) => (n: number) => Number.isInteger(n) && n >= min;
const atLeastZero = (n: number) => n >= 0;
const aboveZero = (n: number) => n > 0;

/** on/off switches; `off` (or 0/false) is how the README documents turning a feature off. */
const ON = ["on", "1", "true"];
const OFF = ["off", "0", "false"];
const toggle = <F extends boolean | undefined>(fallback: F) =>
  z.preprocess(
    unset,
    z
      .string()
      .optional()
      .transform((raw, ctx): boolean | F => {
        if (raw === undefined) return fallback;
        const v = raw.trim().toLowerCase();
        if (ON.includes(v)) return true;
        if (OFF.includes(v)) return false;
        ctx.addIssue({ code: "custom", message: `must be 'on' or 'off', got '${raw}'` });
        return z.NEVER;
      }),
  );

const NODE_ENVS = ["development", "production", "test"] as const;
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const schema = z
  .object({
    NODE_ENV: z.preprocess(
      unset,
      z
        .enum(NODE_ENVS, { error: (issue) => `must be one of ${NODE_ENVS.join(", ")}, got '${issue.input}'` })
        .default("development"),
    ),
    // the server
    PORT: number("a port number", 3000, (n) => Number.isInteger(n) && n > 0 && n < 65536),
    HOSTNAME: optionalText(),
    PAGE_CACHE: toggle(true),
    /** signed-in buyers share one copy of each storefront page and fetch their own parts (needs PAGE_CACHE) */
    MEMBER_SHELL: toggle(true),
    /** a page drawn for its buyer (the cart) is handed out again until what it shows changes (needs PAGE_CACHE) */
    KEPT_PAGES: toggle(true),
    PAGE_CACHE_TTL: number("a number of seconds (0 turns the cache off)", 30, atLeastZero),
    PAGE_CACHE_MB: number("a number of megabytes (0 turns the cache off)", 64, atLeastZero),
    // the database
    DATABASE_URL: url("postgres://user:pass@host:5432/db"),
    PG_POOL_MAX: number("a whole number of connections, at least 1", 10, wholeAtLeast(1)),
    /** statements are prepared once per connection (off behind a pooler that cannot keep them, such as pgbouncer's transaction mode) */
    DB_NAMED_STATEMENTS: toggle(true),
    PGLITE_DIR: text("data/pglite"),
    MIGRATIONS_DIR: text("drizzle"),
    SEED_PRODUCTS: number("a whole number of products, at least 1", 3000, wholeAtLeast(1)),
    // several instances
    REDIS_URL: optionalText(),
    LIVE_CHANNEL: text("dvm:live"),
    CHANGE_CHANNEL: text("dvm:changes"),
    RATE_LIMIT_PREFIX: text(""),
    // proxies in front of the app whose X-Forwarded-For entries are believed (0: the socket address)
    TRUST_PROXY: number("a whole number of trusted proxy hops, 0 or more", 0, wholeAtLeast(0)),
    // this process runs the job worker (off: a web instance that only writes jobs; a worker runs them)
    JOB_WORKER: toggle(true),
    // after SIGTERM, keep serving this long with /api/ready answering 503, so a balancer takes the instance out first
    SHUTDOWN_DELAY_MS: number("a number of milliseconds, 0 or more", 0, atLeastZero),
    // observability: logs, the metrics listener (never the public port), traces over OTLP
    LOG_LEVEL: z.preprocess(
      unset,
      z
        .enum(LOG_LEVELS, { error: (issue) => `must be one of ${LOG_LEVELS.join(", ")}, got '${issue.input}'` })
        .default("info"),
    ),
    METRICS_PORT: number(
      "a port number (0 turns the metrics listener off)",
      9464,
      (n) => Number.isInteger(n) && n >= 0 && n < 65536,
    ),
    METRICS_HOST: text("127.0.0.1"),
    OTEL_EXPORTER_OTLP_ENDPOINT: url("http://127.0.0.1:4318"),
    OTEL_SERVICE_NAME: text("dvm-market"),
    // sign-in and secrets
    BETTER_AUTH_SECRET: secret(16),
    BETTER_AUTH_URL: url("https://dvm.market"),
    SECRET_FILE: text("data/auth-secret"),
    AUTH_RATE_LIMIT: toggle(true),
    PUBLISH_TOKEN: optionalText(),
    GOOGLE_CLIENT_ID: optionalText(),
    GOOGLE_CLIENT_SECRET: optionalText(),
    MICROSOFT_CLIENT_ID: optionalText(),
    MICROSOFT_CLIENT_SECRET: optionalText(),
    MICROSOFT_TENANT_ID: text("common"),
    VENDOR_PORTAL_URL: text("/vendor"),
    // mail and requests
    SMTP_URL: url("smtp://user:pass@host:587"),
    MAIL_FROM: text("DVM Market <no-reply@dvm.market>"),
    VENDOR_MAIL_DOMAIN: text("vendors.dvm.market"),
    SAMPLE_MONTHLY_LIMIT: number("a whole number of samples, 0 or more (0 turns samples off)", 5, wholeAtLeast(0)),
    REQUEST_RATE_LIMIT: number("a whole number of requests per minute, at least 1", 20, wholeAtLeast(1)),
    // files
    UPLOAD_DIR: optionalText(),
    // vendor webhooks may post to this machine and private networks; unset: yes outside production
    // (receivers of development and tests run here), never in production unless turned on
    WEBHOOK_PRIVATE_TARGETS: toggle(undefined),
    // where uploads live: `disk` (UPLOAD_DIR, one machine), `database` or `s3` (every instance reads them);
    // unset: the database when DATABASE_URL is set, else disk
    UPLOAD_STORAGE: z.preprocess(
      unset,
      z
        .enum(["disk", "database", "s3"], {
          error: (issue) => `must be 'disk', 'database' or 's3', got '${issue.input}'`,
        })
        .optional(),
    ),
    // an S3 bucket (AWS, or any S3-compatible store at S3_ENDPOINT, addressed by path)
    S3_ENDPOINT: url("http://127.0.0.1:9000"),
    S3_BUCKET: optionalText(),
    S3_REGION: text("us-east-1"),
    S3_ACCESS_KEY_ID: optionalText(),
    S3_SECRET_ACCESS_KEY: optionalText(),
    MEDIA_CACHE_DIR: text("data/media-cache"),
    // catalog and search freshness (0 reads the database every time)
    CATALOG_SNAPSHOT_TTL_MS: number("a number of milliseconds", 60_000, atLeastZero),
    // invalidated on write through the change bus: the age is only a backstop for writes outside the app
    CATALOG_COLLECTION_TTL_MS: number("a number of milliseconds", 300_000, atLeastZero),
    CATALOG_DETAIL_TTL_MS: number("a number of milliseconds", 300_000, atLeastZero),
    // card payments and vendor payouts: without a secret key the card method is not offered
    STRIPE_SECRET_KEY: optionalText(),
    STRIPE_WEBHOOK_SECRET: optionalText(),
    // where the SDK sends API calls; unset: the provider's own API (tests and the demo point it at a local server)
    STRIPE_API_HOST: optionalText(),
    STRIPE_API_PORT: number("a port number", 0, (n) => Number.isInteger(n) && n >= 0 && n < 65536),
    STRIPE_API_PROTOCOL: z.preprocess(
      unset,
      z
        .enum(["http", "https"], { error: (issue) => `must be 'http' or 'https', got '${issue.input}'` })
        .default("https"),
    ),
    // how the buyer's card is confirmed: `client` (the provider's own page script, production) or `test`
    // (the server confirms with the provider's test card; only with a test-mode key, for tests and the demo)
    STRIPE_CONFIRM: z.preprocess(
      unset,
      z
        .enum(["client", "test"], { error: (issue) => `must be 'client' or 'test', got '${issue.input}'` })
        .default("client"),
    ),
    STRIPE_PUBLISHABLE_KEY: optionalText(),
    // the assistant
    LLM_BASE_URL: url("http://localhost:11434/v1"),
    LLM_MODEL: optionalText(),
    LLM_API_KEY: optionalText(),
    ASSISTANT_TOKEN_SECRET: optionalText(),
    ASSISTANT_OCR_WARMUP: toggle(true),
    ASSISTANT_LOGIN_PER_MINUTE: number("a number of requests per minute above 0", 30, aboveZero),
    ASSISTANT_EMAIL_PER_MINUTE: number("a number of requests per minute above 0", 20, aboveZero),
    ASSISTANT_IP_PER_MINUTE: number("a number of requests per minute above 0", 60, aboveZero),
  })
  .superRefine((c, ctx) => {
    if (c.UPLOAD_STORAGE === "s3" && !c.S3_BUCKET)
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "must name the bucket when UPLOAD_STORAGE is s3" });
  });

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Validates an environment; throws a ConfigError naming every bad variable and what is wrong. */
export function parseConfig(env: Env): Config {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`));
}

let cached: Config | null = null;

/** The validated configuration, read from the environment once. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Reads the environment again: for tests and scripts that change it after something has read it. */
export function reloadConfig(): Config {
  cached = null;
  return getConfig();
}

/** The public URL of the site, for links in mail. */
export function baseUrl(): string {
  const { BETTER_AUTH_URL, PORT } = getConfig();
  return BETTER_AUTH_URL ?? `http://localhost:${PORT}`;
}
