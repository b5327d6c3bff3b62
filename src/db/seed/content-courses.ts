/** On-demand courses, bundles of them and sponsored learn-at-lunch sessions. Prices are in dollars. */

export type Lesson = readonly [title: string, minutes: number];

export interface CourseText {
  title: string;
  description: string;
  price: number;
  ceHours: number;
  speakers: readonly number[];
  lessons: readonly Lesson[];
}

export const COURSES: readonly CourseText[] = [
  {
    title: "Anesthesia Monitoring Essentials",
    description: "Read the monitor, recognize trouble early and respond with confidence.",
    price: 89,
    ceHours: 2,
    speakers: [0],
    lessons: [
      ["Pulse oximetry and capnography", 25],
      ["Blood pressure in practice", 30],
      ["Hypothermia and recovery", 20],
      ["Case review", 35],
    ],
  },
  {
    title: "Feline Chronic Kidney Disease",
    description: "Staging, diet, fluids and monitoring for cats with CKD.",
    price: 79,
    ceHours: 2,
    speakers: [2, 6],
    lessons: [
      ["Staging with IRIS guidelines", 30],
      ["Renal diets and appetite", 25],
      ["Subcutaneous fluids at home", 20],
      ["Monitoring plans", 25],
    ],
  },
  {
    title: "Practical Dental Extractions",
    description: "Surgical extraction technique for canine and feline teeth.",
    price: 149,
    ceHours: 3,
    speakers: [4],
    lessons: [
      ["Regional nerve blocks", 30],
      ["Flap design", 35],
      ["Sectioning multi-rooted teeth", 40],
      ["Closure and aftercare", 25],
    ],
  },
  {
    title: "Emergency Triage for the Front Desk",
    description: "Help receptionists recognize the calls and arrivals that cannot wait.",
    price: 49,
    ceHours: 1,
    speakers: [5],
    lessons: [
      ["Red flag symptoms", 20],
      ["Phone triage scripts", 20],
      ["Arrival assessment", 20],
    ],
  },
  {
    title: "Canine Osteoarthritis Management",
    description: "Multimodal care from diagnosis through long-term monitoring.",
    price: 89,
    ceHours: 2,
    speakers: [1],
    lessons: [
      ["Recognizing chronic pain", 25],
      ["NSAIDs and adjuncts", 30],
      ["Weight and exercise", 20],
      ["Client follow-up", 20],
    ],
  },
  {
    title: "Vaccination Protocols in Small Animal Practice",
    description: "Core and non-core vaccines, schedules and adverse events.",
    price: 59,
    ceHours: 2,
    speakers: [6],
    lessons: [
      ["Core versus lifestyle vaccines", 25],
      ["Puppy and kitten series", 25],
      ["Adult boosters", 20],
      ["Reactions and reporting", 20],
    ],
  },
  {
    title: "Inventory Management for Practice Managers",
    description: "Par levels, turns and vendor strategy to protect your margins.",
    price: 99,
    ceHours: 2,
    speakers: [3],
    lessons: [
      ["Measuring inventory turns", 25],
      ["Setting par levels", 25],
      ["Vendor strategy", 25],
      ["Controlled substance stock", 20],
    ],
  },
  {
    title: "Radiographic Positioning Masterclass",
    description: "Get diagnostic radiographs on the first attempt.",
    price: 119,
    ceHours: 3,
    speakers: [5],
    lessons: [
      ["Thorax", 30],
      ["Abdomen", 25],
      ["Pelvis and hips", 30],
      ["Limbs and spine", 35],
    ],
  },
  {
    title: "Equine Preventive Care Programs",
    description: "Vaccination, deworming and dental care for horses.",
    price: 89,
    ceHours: 2,
    speakers: [7],
    lessons: [
      ["Core equine vaccines", 25],
      ["Targeted deworming", 30],
      ["Dental schedules", 20],
      ["Building client programs", 20],
    ],
  },
  {
    title: "Diabetes Mellitus in Dogs and Cats",
    description: "Diagnosis, insulin selection and home monitoring.",
    price: 79,
    ceHours: 2,
    speakers: [6],
    lessons: [
      ["Diagnosis", 20],
      ["Choosing an insulin", 25],
      ["Glucose curves and sensors", 30],
      ["Remission in cats", 20],
    ],
  },
  {
    title: "Wound Management and Bandaging",
    description: "From lavage to dressing selection and bandage changes.",
    price: 69,
    ceHours: 2,
    speakers: [1, 5],
    lessons: [
      ["Wound assessment", 20],
      ["Lavage and debridement", 25],
      ["Choosing a dressing", 25],
      ["Bandage technique", 30],
    ],
  },
  {
    title: "Client Communication for Technicians",
    description: "Explain estimates, compliance and home care with confidence.",
    price: 49,
    ceHours: 1,
    speakers: [5, 3],
    lessons: [
      ["Presenting estimates", 20],
      ["Discharge instructions", 20],
      ["Handling objections", 20],
    ],
  },
];

export interface BundleText {
  title: string;
  description: string;
  price: number;
  /** Indexes into COURSES. */
  courses: readonly number[];
}

export const BUNDLES: readonly BundleText[] = [
  {
    title: "Surgery and Anesthesia Bundle",
    description: "Everything for safer surgery days, from monitoring to wound care.",
    price: 199,
    courses: [0, 4, 10],
  },
  {
    title: "Feline Medicine Bundle",
    description: "Chronic disease and endocrine care for cats.",
    price: 139,
    courses: [1, 9],
  },
  {
    title: "Practice Team Bundle",
    description: "Front desk, technician and manager courses for the whole team.",
    price: 159,
    courses: [3, 6, 11],
  },
  {
    title: "Dental and Imaging Bundle",
    description: "Extraction technique plus positioning for diagnostic radiographs.",
    price: 229,
    courses: [2, 7],
  },
];

export interface LunchText {
  title: string;
  description: string;
  daysFromNow: number;
  sponsor: string;
  lessons: readonly Lesson[];
}

export const LUNCH_SESSIONS: readonly LunchText[] = [
  {
    title: "Lunch & Learn: Rapid Tests That Change Treatment Plans",
    description: "A 45-minute lunchtime session for the whole team, lunch provided by the sponsor.",
    daysFromNow: -12,
    sponsor: "Diagnova",
    lessons: [
      ["Which rapid tests to run", 15],
      ["Reading results correctly", 15],
      ["Talking to clients", 15],
    ],
  },
  {
    title: "Lunch & Learn: Parasite Season Readiness",
    description: "Products, weight ranges and client reminders before flea and tick season.",
    daysFromNow: 6,
    sponsor: "Parashield",
    lessons: [
      ["What is new this season", 15],
      ["Choosing by weight and lifestyle", 15],
      ["Reminder campaigns", 15],
    ],
  },
  {
    title: "Lunch & Learn: Modern Suture Materials",
    description: "Hands-on look at absorbable and non-absorbable sutures and needles.",
    daysFromNow: 20,
    sponsor: "Suturelle",
    lessons: [
      ["Materials compared", 15],
      ["Needle types", 15],
      ["Hands-on practice", 20],
    ],
  },
  {
    title: "Lunch & Learn: Therapeutic Diets That Clients Stick With",
    description: "Renal, GI and weight management diets and how to keep clients on them.",
    daysFromNow: 34,
    sponsor: "Renavita",
    lessons: [
      ["Choosing the diet", 15],
      ["Transitioning patients", 15],
      ["Follow-up calls", 15],
    ],
  },
  {
    title: "Lunch & Learn: Glove and PPE Selection",
    description: "Match gloves, gowns and masks to each task and cut waste.",
    daysFromNow: 48,
    sponsor: "Glovex",
    lessons: [
      ["Glove materials", 15],
      ["PPE for chemo and disinfectants", 15],
      ["Cost per use", 15],
    ],
  },
];
