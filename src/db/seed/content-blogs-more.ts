import type { BlogText } from "./content-blogs";

/** Blog posts, part two. */
export const BLOG_TEXTS_B: readonly BlogText[] = [
  {
    title: "Heartworm Prevention Compliance: Closing the Gap",
    category: "Client Communication",
    author: "Dr. Priya Raman, DVM",
    daysAgo: 52,
    excerpt:
      "Most clients intend to give monthly prevention. Reminders, auto-ship and annual testing help them follow through.",
    paragraphs: [
      "Surveys consistently show that clients buy fewer months of heartworm prevention than their pets need. The gap is rarely about cost; it is about remembering a monthly task for twelve months in a row.",
      "Automated reminders by text on the same day each month make a measurable difference, and so does dispensing a twelve-month supply at the annual visit. Make the twelve-month option the default on your estimates and let clients opt down rather than up.",
      "Pair prevention with annual testing and explain why: no preventive is perfect and early detection makes treatment safer. Clients who understand the reason are far more likely to return for the test.",
    ],
  },
  {
    title: "Setting Up an In-House Lab That Pays for Itself",
    category: "Practice Management",
    author: "Tomás Ibarra, RVT",
    daysAgo: 63,
    excerpt:
      "Which analyzers, rapid tests and supplies deliver the fastest return, and which tests to keep sending out.",
    paragraphs: [
      "In-house diagnostics shorten the time between a sick patient and a treatment plan, and clients value answers during the visit. The key is choosing tests you will run often enough to justify the equipment.",
      "Start with chemistry and hematology for sick patients and pre-anesthetic screening, add rapid tests for heartworm, parvovirus and FeLV/FIV, and keep specialized endocrine and histopathology testing with your reference laboratory.",
      "Track the cost per test including reagents, controls and technician time. Most practices find that the first two analyzers pay for themselves within eighteen months when pre-anesthetic panels are offered consistently.",
    ],
  },
  {
    title: "Team Spotlight: Why Technicians Stay",
    category: "Team & Culture",
    author: "Renee Castillo, LVT",
    daysAgo: 71,
    excerpt:
      "Career ladders, continuing education and being trusted with real clinical work keep credentialed technicians in practice.",
    paragraphs: [
      "Technician turnover is expensive and disruptive, yet many clinics still treat retention as a pay problem alone. Pay matters, but technicians who leave most often cite being underused.",
      "Let credentialed technicians do everything their license allows: anesthesia monitoring, dental cleanings, radiographs and client education. Support them with continuing education budgets and a clear career ladder with titles and pay steps.",
      "Ask your team what would make them stay, then act on at least one answer each quarter. Small visible changes build more trust than a single large gesture.",
    ],
  },
  {
    title: "Preparing Your Practice for Flea and Tick Season",
    category: "Clinical Tips",
    author: "Dr. Luis Carrasco, DVM",
    daysAgo: 84,
    excerpt:
      "Stock the right weight ranges, brief the front desk and start the conversation before the first itchy patient arrives.",
    paragraphs: [
      "Parasite season arrives earlier every year in many regions. Review last year's sales by product and weight range so you can order before distributors face backorders.",
      "Brief the front desk on the differences between chewable and topical products so they can answer common questions. Clients often ask whether a product also covers heartworm; a one-page comparison chart at the desk saves time for everyone.",
      "Send a reminder to clients whose pets received flea and tick products last spring. A simple message with a link to your online store brings back a large share of them before they buy elsewhere.",
    ],
  },
  {
    title: "Sterilization Monitoring Made Simple",
    category: "Clinical Tips",
    author: "Renee Castillo, LVT",
    daysAgo: 97,
    excerpt: "Chemical indicators, biological indicators and logs that prove every instrument pack is safe to use.",
    paragraphs: [
      "An autoclave that reaches temperature is not proof that every pack is sterile. Place a chemical indicator strip inside every pack and indicator tape outside, and reject any pack whose indicator has not changed color.",
      "Run a biological indicator at least weekly and after every repair. Record the result with the cycle number so you can trace any failure back to the packs it affected.",
      "Keep the logs for at least three years. They take minutes to maintain and answer the first question an inspector or a worried client will ask.",
    ],
  },
  {
    title: "Telemedicine After the Pandemic: What Stuck",
    category: "Industry News",
    author: "Marcus Bell, JD",
    daysAgo: 118,
    excerpt:
      "Recheck visits, behavior consults and triage moved online for good. Here is how practices use virtual care today.",
    paragraphs: [
      "Virtual care surged out of necessity, and much of it stayed because clients liked it. Rechecks for skin and ear cases, behavior consultations and post-operative checks work well over video.",
      "The most successful practices treat telemedicine as part of the schedule rather than an add-on. They block virtual appointment slots, price them clearly and record the visit in the same medical record as an in-person exam.",
      "Before starting, confirm the rules in your state for establishing a veterinarian-client-patient relationship remotely, and make sure your platform stores records and images securely.",
    ],
  },
];
