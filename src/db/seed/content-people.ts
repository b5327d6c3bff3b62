/** Words for sales reps, coupon templates and the FAQ page. */

export const REP_FIRST_NAMES = [
  "Amanda",
  "Brian",
  "Carla",
  "Derek",
  "Elena",
  "Frank",
  "Grace",
  "Hector",
  "Irene",
  "Jason",
  "Kelly",
  "Logan",
  "Monica",
  "Nathan",
  "Olivia",
  "Patrick",
  "Quinn",
  "Rachel",
  "Steven",
  "Tara",
  "Victor",
  "Wendy",
  "Xavier",
  "Yvonne",
  "Zach",
  "Bianca",
  "Caleb",
  "Deanna",
  "Ethan",
  "Fiona",
];

export const REP_LAST_NAMES = [
  "Anderson",
  "Brooks",
  "Chen",
  "Delgado",
  "Ellison",
  "Fischer",
  "Garcia",
  "Hartman",
  "Iverson",
  "Jennings",
  "Kowalski",
  "Lopez",
  "Mitchell",
  "Nguyen",
  "O'Brien",
  "Patel",
  "Reyes",
  "Sullivan",
  "Thompson",
  "Underwood",
  "Vasquez",
  "Whitaker",
  "Young",
  "Zimmerman",
];

export const REP_SPECIALTIES = [
  "Companion Animal",
  "Equine",
  "Large Animal",
  "Surgical & Orthopedic",
  "Dental",
  "Diagnostics & Imaging",
  "Pharmaceuticals",
  "Vaccines & Biologicals",
  "Practice Equipment",
  "Nutrition",
];

export const US_STATES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
];

export interface CouponTemplate {
  code: string;
  kind: "percent" | "amount";
  /** Percent points, or dollars for "amount". */
  value: number;
  minOrder: number;
  /** Days from `now` until expiry; null never expires; negative already expired. */
  expiresInDays: number | null;
  perBuyerLimit: number | null;
  totalLimit: number | null;
}

export const COUPON_TEMPLATES: readonly CouponTemplate[] = [
  {
    code: "WELCOME10",
    kind: "percent",
    value: 10,
    minOrder: 0,
    expiresInDays: null,
    perBuyerLimit: 1,
    totalLimit: null,
  },
  { code: "SAVE25", kind: "amount", value: 25, minOrder: 150, expiresInDays: 30, perBuyerLimit: 3, totalLimit: 500 },
  {
    code: "BULK15",
    kind: "percent",
    value: 15,
    minOrder: 500,
    expiresInDays: 90,
    perBuyerLimit: null,
    totalLimit: null,
  },
  { code: "VIP20", kind: "percent", value: 20, minOrder: 250, expiresInDays: 14, perBuyerLimit: 1, totalLimit: 100 },
  { code: "TAKE50", kind: "amount", value: 50, minOrder: 400, expiresInDays: 45, perBuyerLimit: 1, totalLimit: 200 },
  {
    code: "SPRING5",
    kind: "percent",
    value: 5,
    minOrder: 0,
    expiresInDays: -10,
    perBuyerLimit: null,
    totalLimit: null,
  },
];

export const FAQS: readonly (readonly [question: string, answer: string])[] = [
  [
    "Who can buy on DVM Market?",
    "Veterinary practices and their staff. Create an account with your clinic details; once it is confirmed you can see prices, order and request samples.",
  ],
  [
    "Why can't I see the price of some products?",
    "Some vendors show prices only to signed-in customers. Sign in to see them. Other products are priced on request: use 'Request for Price' and the vendor will reply by email.",
  ],
  [
    "What does 'Upgrade Level' mean?",
    "Some products, such as controlled or specialty items, are limited to customer accounts at a given level. Contact support with your licensing documents to upgrade your account level.",
  ],
  [
    "Can I order from several vendors at once?",
    "Yes. Your cart holds products from every vendor and checkout splits the order per vendor automatically. Each vendor ships and invoices its part separately.",
  ],
  [
    "How does free shipping work?",
    "Each vendor sets its own free shipping minimum. The cart shows how much more you need to add from that vendor to qualify.",
  ],
  [
    "How do I request a sample?",
    "Products that offer samples show a 'Request Sample' button on the product page. The vendor reviews the request and you will see the result right away.",
  ],
  [
    "Can I get our clinic logo printed on products?",
    "Selected vendors offer free logo printing on eligible products. Choose the variant, upload a 300 DPI PNG logo between 200 KB and 1 MB, then add the product to your cart.",
  ],
  [
    "What are coins?",
    "Coins are loyalty points you earn by signing in and ordering. Your balance is shown in the header next to your profile.",
  ],
  [
    "How do coupons work?",
    "Coupons are issued by individual vendors. Enter the code at checkout; it applies to that vendor's items when the order meets the minimum amount and the coupon has not expired.",
  ],
  [
    "Why is there a limit on how many I can order?",
    "Vendors may set a minimum order quantity or a maximum per customer for items in short supply. The product page shows the limit and how many are already in your cart.",
  ],
  [
    "Can sales representatives use DVM Market?",
    "Yes. Sales reps can browse the catalog and content but cannot buy, use the wishlist or collect coins.",
  ],
  [
    "How do I find my local sales rep?",
    "Use the Vet Rep Finder, choose your state and specialty, and contact the rep directly by email or phone.",
  ],
];
