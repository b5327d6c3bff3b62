/** Blog posts, part one. `daysAgo` places each post relative to the seed's `now`. */
export interface BlogText {
  title: string;
  category: string;
  author: string;
  daysAgo: number;
  excerpt: string;
  paragraphs: readonly string[];
}

export const BLOG_TEXTS_A: readonly BlogText[] = [
  {
    title: "Building a Vaccine Inventory That Never Runs Short",
    category: "Practice Management",
    author: "Dana Whitfield, CVPM",
    daysAgo: 3,
    excerpt:
      "Par levels, cold-chain checks and reorder points that keep core vaccines on the shelf through the busy season.",
    paragraphs: [
      "Running out of DAPP or rabies vaccine in the middle of puppy season costs more than a lost sale. Clients rebook elsewhere, protocols slip and your team spends the afternoon calling other clinics to borrow doses.",
      "Start by setting a par level for every core vaccine based on the last twelve months of usage, then add a safety stock equal to two weeks of your busiest month. Review the numbers every quarter, because new associates and wellness plans change demand faster than most managers expect.",
      "Cold-chain discipline matters as much as quantity. Log refrigerator temperatures twice a day, keep a data logger in the vaccine fridge and check every delivery against its packing slip before it goes on the shelf. A single excursion above 8 °C can cost thousands in wasted product.",
      "Finally, order from more than one vendor. Splitting orders across two or three suppliers on DVM Market keeps you covered when a manufacturer backorders a product, and the single cart means it takes no extra time.",
    ],
  },
  {
    title: "Absorbable vs. Non-Absorbable Sutures: A Quick Reference",
    category: "Clinical Tips",
    author: "Dr. Luis Carrasco, DVM",
    daysAgo: 11,
    excerpt: "When to reach for PGA, PDO, poliglecaprone or nylon, and how needle choice changes the result.",
    paragraphs: [
      "Suture choice is one of the few decisions a surgeon makes dozens of times a week, so it pays to standardize. Absorbable materials such as PGA, PDO and poliglecaprone suit deep tissue layers, while nylon and polypropylene remain the default for skin closure in most small animal practices.",
      "Size matters as much as material. A 3-0 absorbable suture on a reverse cutting needle covers most routine spays and neuters in cats and small dogs, while 2-0 is the usual choice for linea closure in larger patients. Taper point needles cause less trauma in friable tissue such as intestine and bladder.",
      "Keep a laminated chart in every surgery suite listing the material, size and needle for each common procedure. New associates appreciate it, technicians can pull the right pack without asking and your suture spend becomes far easier to forecast.",
    ],
  },
  {
    title: "Five Ways to Reduce Fear and Stress During Feline Visits",
    category: "Clinical Tips",
    author: "Dr. Priya Raman, DVM",
    daysAgo: 19,
    excerpt:
      "Small changes in the waiting room, exam room and handling technique make cats easier to examine and clients more likely to return.",
    paragraphs: [
      "Cats visit the veterinarian far less often than dogs, and stress is a large part of the reason. A calmer visit starts before the cat leaves home: send clients a short guide on carrier training and suggest leaving the carrier out as furniture between visits.",
      "In the clinic, separate cat and dog waiting areas if you can, or move cats straight into an exam room. Use synthetic pheromone diffusers, keep a towel ready for gentle wrapping and examine the cat wherever it feels safest, including the bottom half of the carrier.",
      "For patients with a history of fear, discuss pre-visit medication such as gabapentin with the client. Record what worked in the medical record so the next visit starts from a better place for the cat, the client and your team.",
    ],
  },
  {
    title: "What the New Controlled Substance Rules Mean for Your Clinic",
    category: "Industry News",
    author: "Marcus Bell, JD",
    daysAgo: 27,
    excerpt: "Recordkeeping, storage and ordering changes every practice owner should review this year.",
    paragraphs: [
      "Controlled substance compliance keeps changing, and inspectors expect practices to keep up. The most common findings remain the same: incomplete running logs, missing biennial inventories and keys to the safe that too many people can reach.",
      "Move your logs to an electronic system if you have not already. Electronic logs reconcile automatically, flag discrepancies the same day and produce the reports an inspector asks for in seconds instead of hours.",
      "When ordering opioids and other scheduled drugs, make sure your DEA registration and state license are on file with every vendor. Orders from practices without current documents are held, which can delay surgery schedules by days.",
    ],
  },
  {
    title: "How to Price Dental Procedures Without Scaring Clients",
    category: "Practice Management",
    author: "Dana Whitfield, CVPM",
    daysAgo: 36,
    excerpt: "Transparent estimates, staged treatment plans and the conversation that gets dentals booked.",
    paragraphs: [
      "Dental estimates are where many clients first experience sticker shock. The fix is not lower prices but clearer ones: show the anesthesia, monitoring, radiographs and cleaning as separate lines so the client understands what they are paying for.",
      "Give a range rather than a single number, and explain that extractions are priced once full-mouth radiographs show what is happening below the gum line. Clients accept a range far more readily than a surprise at pickup.",
      "Offer payment plans through your practice software and mention them before the client asks. Practices that do so see more dentals booked in the same month as the recommendation.",
    ],
  },
  {
    title: "A Practical Guide to Choosing Exam Gloves",
    category: "Practice Management",
    author: "Tomás Ibarra, RVT",
    daysAgo: 44,
    excerpt: "Nitrile, latex or polyisoprene: fit, thickness and cost per glove for every area of the hospital.",
    paragraphs: [
      "Gloves are one of the largest consumable expenses in a veterinary hospital, yet many clinics buy one type for everything. Matching the glove to the task saves money and protects your team.",
      "Powder-free nitrile exam gloves are the best default for exams, treatments and cleaning. Reserve thicker, extended-cuff nitrile for chemotherapy and disinfectant handling, and sterile surgical gloves for the operating room.",
      "Stock at least three sizes and let staff choose. Gloves that fit poorly tear more often and are changed more frequently, which costs more than the difference between brands. Buying by the case rather than the box typically saves another 10 to 15 percent.",
    ],
  },
];
