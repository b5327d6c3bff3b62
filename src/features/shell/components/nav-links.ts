/** The small navigation bar and mobile menu entries (SPEC §2). */
export type NavEntry = { href: string; label: string };

export const SHOP_NOW: NavEntry[] = [
  { href: "/shop-now", label: "By Category" },
  { href: "/vendors", label: "By Vendors" },
  { href: "/service-providers", label: "By Service Providers" },
];

export const SPECIAL_OFFERS: NavEntry[] = [
  { href: "/today-deals", label: "Today's Deals" },
  { href: "/featured-products", label: "Featured Products" },
  { href: "/hot-products", label: "Hot Products" },
];

/** Every page for the mobile menu, grouped. */
export const MOBILE_MENU: { title: string; links: NavEntry[] }[] = [
  { title: "Shop", links: [{ href: "/", label: "Home" }, ...SHOP_NOW, ...SPECIAL_OFFERS] },
  {
    title: "Learn & connect",
    links: [
      { href: "/on-demand-learning", label: "On Demand Learning" },
      { href: "/learn-at-lunch", label: "Learn at Lunch" },
      { href: "/virtual-expo", label: "Virtual Expo" },
      { href: "/sponsored-program", label: "Sponsored Program" },
      { href: "/vet-rep-finder", label: "Vet Rep Finder" },
      { href: "/blogs", label: "Blogs" },
      { href: "/sell-on-dvm", label: "Sell on DVM" },
    ],
  },
  {
    title: "Help",
    links: [
      { href: "/about-us", label: "About Us" },
      { href: "/our-mission", label: "Our Mission" },
      { href: "/faqs", label: "FAQs" },
      { href: "/contact", label: "Contact" },
      { href: "/track-order", label: "Track Order" },
      { href: "/privacy-policy", label: "Privacy Policy" },
      { href: "/terms-and-conditions", label: "Terms & Conditions" },
    ],
  },
];
