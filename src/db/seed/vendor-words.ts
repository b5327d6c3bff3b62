/** Vocabulary for vendor names, locations and about texts. */

export const VENDOR_PREFIXES = [
  "Midwest", "Cascade", "Summit", "Prairie", "Bayview", "Blue Ridge", "Heartland", "Pacific", "Great Lakes",
  "Lone Star", "Evergreen", "Coastal", "Frontier", "Riverbend", "Keystone", "Northstar", "Pinecrest", "Red Rock",
  "Silver Creek", "Sunbelt", "Tidewater", "Granite State", "Ozark", "Big Sky", "Desert Bloom", "Appalachian",
  "Harbor", "Meadowlark", "Copperline", "Lakeshore", "Piedmont", "High Plains", "Willow Creek", "Cornerstone",
  "Allied", "Premier", "United", "Crossroads", "Redwood", "Magnolia", "Bluebonnet", "Capitol", "Sandhill",
  "Ironwood", "Clearwater", "Stonebridge",
];

export const VENDOR_SUFFIXES = [
  "Veterinary Supply", "Animal Health", "Vet Distributors", "Medical Supply", "Surgical", "Veterinary Products",
  "Pharmacy Services", "Vet Solutions", "Animal Care Supply", "Diagnostics", "Clinical Supply", "Vet Wholesale",
];

export const CITIES: readonly (readonly [string, string])[] = [
  ["Omaha", "NE"], ["Des Moines", "IA"], ["Portland", "OR"], ["Boise", "ID"], ["Denver", "CO"], ["Austin", "TX"],
  ["Fort Worth", "TX"], ["Kansas City", "MO"], ["St. Louis", "MO"], ["Columbus", "OH"], ["Cincinnati", "OH"],
  ["Indianapolis", "IN"], ["Louisville", "KY"], ["Lexington", "KY"], ["Nashville", "TN"], ["Memphis", "TN"],
  ["Atlanta", "GA"], ["Charlotte", "NC"], ["Raleigh", "NC"], ["Richmond", "VA"], ["Harrisburg", "PA"],
  ["Pittsburgh", "PA"], ["Albany", "NY"], ["Syracuse", "NY"], ["Hartford", "CT"], ["Worcester", "MA"],
  ["Manchester", "NH"], ["Burlington", "VT"], ["Madison", "WI"], ["Green Bay", "WI"], ["Minneapolis", "MN"],
  ["Fargo", "ND"], ["Sioux Falls", "SD"], ["Wichita", "KS"], ["Tulsa", "OK"], ["Little Rock", "AR"],
  ["Baton Rouge", "LA"], ["Jackson", "MS"], ["Birmingham", "AL"], ["Tampa", "FL"], ["Orlando", "FL"],
  ["Phoenix", "AZ"], ["Tucson", "AZ"], ["Albuquerque", "NM"], ["Salt Lake City", "UT"], ["Reno", "NV"],
  ["Sacramento", "CA"], ["Fresno", "CA"], ["San Diego", "CA"], ["Spokane", "WA"], ["Tacoma", "WA"],
  ["Billings", "MT"], ["Cheyenne", "WY"], ["Lincoln", "NE"], ["Grand Rapids", "MI"], ["Lansing", "MI"],
];

export const VENDOR_KINDS = [
  "family-owned distributor",
  "full-line veterinary distributor",
  "specialty supplier",
  "regional wholesaler",
  "manufacturer-direct supplier",
];

export const VENDOR_PROMISES = [
  "Orders ship the same day when placed before 2 PM local time.",
  "Our account managers are former veterinary technicians who know your workflow.",
  "We stock more than 8,000 items in a climate-controlled warehouse.",
  "Cold-chain items ship overnight in validated insulated packaging.",
  "Practices get net-30 terms once the first order ships.",
  "We price match verified quotes from authorized distributors.",
];

/** Vendors the specification names by id, with fixed identities so tests and demos can rely on them. */
export const SPECIAL_VENDORS: readonly {
  id: number;
  name: string;
  city: string;
  state: string;
  focus: readonly string[];
  weight: number;
}[] = [
  { id: 407, name: "Heartland Veterinary Distributors", city: "Springfield", state: "IL", focus: [], weight: 3 },
  {
    id: 463,
    name: "Brightside Clinic Supply & Print",
    city: "Columbus",
    state: "OH",
    focus: ["Practice Supplies", "PPE", "Wound Care"],
    weight: 7,
  },
  {
    id: 1402,
    name: "LogoVet Promotional Supply",
    city: "Scottsdale",
    state: "AZ",
    focus: ["Practice Supplies", "Dental", "PPE"],
    weight: 7,
  },
];
