/**
 * Deterministic marketing and learning content: blogs, webinars, speakers,
 * courses, coupons, sales reps and FAQs. Dates are offsets from `now`, so the
 * same `now` and seed always give the same output.
 */
import { BLOG_TEXTS_A } from "./content-blogs";
import { BLOG_TEXTS_B } from "./content-blogs-more";
import { BUNDLES, COURSES, type Lesson, LUNCH_SESSIONS } from "./content-courses";
import { SPEAKERS, WEBINARS } from "./content-events";
import { COUPON_TEMPLATES, FAQS, REP_FIRST_NAMES, REP_LAST_NAMES, REP_SPECIALTIES, US_STATES } from "./content-people";
import { clockLabel, DAY_MS, zonedInstant } from "./content-time";
import { generateVendors, VENDOR_ID_NO_BUY } from "./generate-vendors";
import { createRng, hashSeed } from "./prng";
import { kebab, SlugRegistry } from "./slug";

export interface SeedBlog {
  title: string;
  /** Unique slug. */
  link: string;
  category: string;
  excerpt: string;
  /** Plain text; paragraphs separated by a blank line. */
  body: string;
  author: string;
  publishedAt: string;
}

export interface SeedSpeaker {
  id: number;
  name: string;
  title: string;
  bio: string;
}

export interface SeedAgendaItem {
  /** Local clock time in the webinar's time zone, e.g. "12:05 PM". */
  time: string;
  title: string;
}

export interface SeedWebinar {
  title: string;
  slogan: string;
  /** Unique slug. */
  link: string;
  startsAt: string;
  /** IANA zone the webinar is announced in. */
  timezone: string;
  durationMinutes: number;
  description: string;
  agenda: SeedAgendaItem[];
  speakerIds: number[];
  showCounter: boolean;
  showOn: "both" | "product";
  zoomLink: string | null;
  externalLink: string | null;
  sponsor: string;
}

export interface SeedLesson {
  title: string;
  minutes: number;
}

/** "course" is an on-demand course. */
export type CourseKind = "course" | "bundle" | "learn-at-lunch";

export interface SeedCourse {
  title: string;
  slug: string;
  kind: CourseKind;
  description: string;
  priceCents: number | null;
  ceHours: number | null;
  /** For bundles: one entry per included course with its total minutes. */
  lessons: SeedLesson[];
  /** Learn-at-lunch sessions only. */
  startsAt: string | null;
  speakerIds: number[];
  /** Bundles only: slugs of the included courses. */
  courseSlugs: string[];
  sponsor: string | null;
}

export interface SeedCoupon {
  vendorId: number;
  code: string;
  kind: "percent" | "amount";
  /** Percent points for "percent", cents for "amount". */
  value: number;
  minOrderCents: number;
  expiresAt: string | null;
  perBuyerLimit: number | null;
  totalLimit: number | null;
}

export interface SeedSalesRep {
  name: string;
  vendorId: number;
  /** US state code. */
  state: string;
  specialty: string;
  email: string;
  phone: string;
}

export interface SeedFaq {
  question: string;
  answer: string;
  position: number;
}

export interface SeedContent {
  blogs: SeedBlog[];
  speakers: SeedSpeaker[];
  webinars: SeedWebinar[];
  courses: SeedCourse[];
  coupons: SeedCoupon[];
  salesReps: SeedSalesRep[];
  faqs: SeedFaq[];
}

export interface ContentOptions {
  now: Date | string | number;
  /** Must match the catalog seed so vendor names in coupons and rep emails line up. */
  seed?: number;
}

/** Vendors that issue coupons; 407 does not sell through the cart, so it has none. */
export const COUPON_VENDOR_IDS = [463, 1402, 1, 2, 3] as const;
const DEFAULT_SEED = 20261101;
const REP_COUNT = 60;
const AREA_CODES = ["312", "402", "515", "614", "503", "720", "512", "615", "404", "919", "602", "801", "608", "913"];

const lessonsOf = (lessons: readonly Lesson[]): SeedLesson[] => lessons.map(([title, minutes]) => ({ title, minutes }));
const speakerIdsOf = (indexes: readonly number[]) => indexes.map((i) => i + 1);

export function generateContent(opts: ContentOptions): SeedContent {
  const nowMs = new Date(opts.now).getTime();
  if (Number.isNaN(nowMs)) throw new RangeError("generateContent: `now` is not a valid date");
  const seed = opts.seed ?? DEFAULT_SEED;
  const rng = createRng(hashSeed(seed, 0xc0de));
  const iso = (days: number, hourUtc = 14) =>
    new Date(Math.floor(nowMs / DAY_MS) * DAY_MS + days * DAY_MS + hourUtc * 3_600_000).toISOString();

  const blogs: SeedBlog[] = [...BLOG_TEXTS_A, ...BLOG_TEXTS_B].map((blog) => ({
    title: blog.title,
    link: kebab(blog.title),
    category: blog.category,
    excerpt: blog.excerpt,
    body: blog.paragraphs.join("\n\n"),
    author: blog.author,
    publishedAt: iso(-blog.daysAgo),
  }));

  const speakers: SeedSpeaker[] = SPEAKERS.map((speaker, i) => ({ id: i + 1, ...speaker }));

  let upcomingSeen = 0;
  const webinars: SeedWebinar[] = WEBINARS.map((w) => {
    const upcoming = w.daysFromNow > 0;
    if (upcoming) upcomingSeen++;
    return {
      title: w.title,
      slogan: w.slogan,
      link: kebab(w.title),
      startsAt: zonedInstant(nowMs, w.daysFromNow, w.hour, w.minute, w.timezone),
      timezone: w.timezone,
      durationMinutes: w.durationMinutes,
      description: w.description,
      agenda: w.agenda.map(([offset, title]) => ({ time: clockLabel(w.hour, w.minute, offset), title })),
      speakerIds: speakerIdsOf(w.speakers),
      // The countdown banner advertises the next few sessions, not every one on the calendar.
      showCounter: upcoming && upcomingSeen <= 3,
      showOn: w.showOn,
      zoomLink: upcoming ? `https://zoom.us/j/${rng.int(81_000_000_000, 89_999_999_999)}` : null,
      externalLink: upcoming ? null : `https://vimeo.com/${rng.int(300_000_000, 899_999_999)}`,
      sponsor: w.sponsor,
    };
  });

  const courseSlugs = new SlugRegistry();
  const onDemand: SeedCourse[] = COURSES.map((c, i) => ({
    title: c.title,
    slug: courseSlugs.claim(c.title, i + 1),
    kind: "course",
    description: c.description,
    priceCents: c.price * 100,
    ceHours: c.ceHours,
    lessons: lessonsOf(c.lessons),
    startsAt: null,
    speakerIds: speakerIdsOf(c.speakers),
    courseSlugs: [],
    sponsor: null,
  }));
  const bundles: SeedCourse[] = BUNDLES.map((b, i) => {
    const included = b.courses.flatMap((index) => onDemand[index] ?? []);
    return {
      title: b.title,
      slug: courseSlugs.claim(b.title, `bundle-${i + 1}`),
      kind: "bundle",
      description: b.description,
      priceCents: b.price * 100,
      ceHours: included.reduce((sum, c) => sum + (c.ceHours ?? 0), 0),
      lessons: included.map((c) => ({ title: c.title, minutes: c.lessons.reduce((sum, l) => sum + l.minutes, 0) })),
      startsAt: null,
      speakerIds: [...new Set(included.flatMap((c) => c.speakerIds))],
      courseSlugs: included.map((c) => c.slug),
      sponsor: null,
    };
  });
  const lunches: SeedCourse[] = LUNCH_SESSIONS.map((l, i) => ({
    title: l.title,
    slug: courseSlugs.claim(l.title, `lunch-${i + 1}`),
    kind: "learn-at-lunch",
    description: l.description,
    priceCents: null,
    ceHours: 1,
    lessons: lessonsOf(l.lessons),
    startsAt: zonedInstant(nowMs, l.daysFromNow, 12, 0, "America/Chicago"),
    speakerIds: [],
    courseSlugs: [],
    sponsor: l.sponsor,
  }));

  const vendors = new Map(generateVendors(seed).map(({ vendor }) => [vendor.id, vendor]));
  const usedCodes = new Set<string>();
  const coupons: SeedCoupon[] = COUPON_VENDOR_IDS.flatMap((vendorId) => {
    const vendor = vendors.get(vendorId);
    const tag = (vendor?.name.split(" ")[0] ?? "DVM")
      .toUpperCase()
      .replace(/[^A-Z]/g, "")
      .slice(0, 10);
    return COUPON_TEMPLATES.map((t) => {
      let code = `${tag}-${t.code}`;
      if (usedCodes.has(code)) code = `${tag}${vendorId}-${t.code}`;
      usedCodes.add(code);
      return {
        vendorId,
        code,
        kind: t.kind,
        value: t.kind === "amount" ? t.value * 100 : t.value,
        minOrderCents: t.minOrder * 100,
        expiresAt: t.expiresInDays === null ? null : iso(t.expiresInDays, 23),
        perBuyerLimit: t.perBuyerLimit,
        totalLimit: t.totalLimit,
      };
    });
  });

  const repVendors = [...vendors.values()].filter((v) => v.id !== VENDOR_ID_NO_BUY);
  const names = rng.sample(
    REP_FIRST_NAMES.flatMap((f) => REP_LAST_NAMES.map((l) => [f, l] as const)),
    REP_COUNT,
  );
  const states = rng.shuffle(US_STATES);
  const salesReps: SeedSalesRep[] = names.map(([first, last], i) => {
    const vendor =
      i < 4 ? (vendors.get(COUPON_VENDOR_IDS[i % 2] ?? 463) ?? rng.pick(repVendors)) : rng.pick(repVendors);
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "");
    return {
      name: `${first} ${last}`,
      vendorId: vendor.id,
      state: states[i] ?? rng.pick(US_STATES),
      specialty: rng.pick(REP_SPECIALTIES),
      email: `${local}@${vendor.slug}.example.com`,
      phone: `(${rng.pick(AREA_CODES)}) 555-01${String(rng.int(0, 99)).padStart(2, "0")}`,
    };
  });

  const faqs: SeedFaq[] = FAQS.map(([question, answer], position) => ({ question, answer, position }));

  return { blogs, speakers, webinars, courses: [...onDemand, ...bundles, ...lunches], coupons, salesReps, faqs };
}
