/** Speakers and webinars. Webinar dates are day offsets from the seed's `now`. */

export interface SpeakerText {
  name: string;
  title: string;
  bio: string;
}

export const SPEAKERS: readonly SpeakerText[] = [
  {
    name: "Dr. Maya Okafor, DVM, DACVAA",
    title: "Veterinary Anesthesiologist",
    bio: "Maya leads the anesthesia service at a large referral hospital and teaches practical monitoring and pain management to general practice teams.",
  },
  {
    name: "Dr. Luis Carrasco, DVM",
    title: "Small Animal Surgeon",
    bio: "Luis has performed soft tissue and orthopedic surgery in general practice for twenty years and mentors new graduates in surgical technique.",
  },
  {
    name: "Dr. Priya Raman, DVM",
    title: "Feline Medicine Consultant",
    bio: "Priya focuses on low-stress handling and chronic disease management in cats and consults for cat-friendly clinic programs.",
  },
  {
    name: "Dana Whitfield, CVPM",
    title: "Practice Management Consultant",
    bio: "Dana has managed multi-doctor hospitals for fifteen years and now helps practices improve inventory, pricing and team workflows.",
  },
  {
    name: "Dr. Samuel Greer, DVM, DAVDC",
    title: "Veterinary Dentist",
    bio: "Samuel is a board-certified veterinary dentist who teaches dental radiography and extraction technique in hands-on labs.",
  },
  {
    name: "Renee Castillo, LVT",
    title: "Technician Educator",
    bio: "Renee trains technicians in anesthesia, dentistry and emergency nursing and advocates for full use of credentialed technicians.",
  },
  {
    name: "Dr. Hannah Lindqvist, DVM, DACVIM",
    title: "Internal Medicine Specialist",
    bio: "Hannah practices internal medicine with a focus on endocrine disease and diagnostic interpretation for general practitioners.",
  },
  {
    name: "Dr. Kwame Asante, DVM",
    title: "Equine Practitioner",
    bio: "Kwame runs an ambulatory equine practice and speaks on preventive care, deworming strategy and vaccination programs for horses.",
  },
];

export interface WebinarText {
  title: string;
  slogan: string;
  daysFromNow: number;
  /** Local start time in `timezone`. */
  hour: number;
  minute: number;
  timezone: string;
  durationMinutes: number;
  description: string;
  /** Agenda items as minutes after the start. */
  agenda: readonly (readonly [number, string])[];
  /** Indexes into SPEAKERS. */
  speakers: readonly number[];
  sponsor: string;
  showOn: "both" | "product";
}

export const WEBINARS: readonly WebinarText[] = [
  {
    title: "Balanced Anesthesia for the General Practice",
    slogan: "Safer protocols, smoother recoveries",
    daysFromNow: -74,
    hour: 12,
    minute: 0,
    timezone: "America/Chicago",
    durationMinutes: 60,
    description:
      "Build anesthesia protocols around the patient, not the drug cabinet. We cover premedication, induction, monitoring and recovery for healthy and high-risk patients.",
    agenda: [
      [0, "Welcome and introductions"],
      [5, "Premedication choices"],
      [25, "Monitoring that matters"],
      [45, "Recovery and pain scoring"],
      [55, "Questions"],
    ],
    speakers: [0],
    sponsor: "Somnovet",
    showOn: "both",
  },
  {
    title: "Dental Radiography from Positioning to Diagnosis",
    slogan: "See what lies below the gum line",
    daysFromNow: -41,
    hour: 19,
    minute: 0,
    timezone: "America/New_York",
    durationMinutes: 90,
    description:
      "A step-by-step session on bisecting angle technique, sensor positioning and reading the most common pathology in dogs and cats.",
    agenda: [
      [0, "Why every dental needs radiographs"],
      [15, "Positioning for each tooth"],
      [50, "Reading common pathology"],
      [80, "Questions"],
    ],
    speakers: [4, 5],
    sponsor: "Dentivet",
    showOn: "both",
  },
  {
    title: "Cat-Friendly Visits That Clients Notice",
    slogan: "Less stress for cats, clients and your team",
    daysFromNow: -20,
    hour: 13,
    minute: 0,
    timezone: "America/Denver",
    durationMinutes: 45,
    description:
      "Practical changes to the waiting room, exam room and handling technique, plus pre-visit medication protocols for fearful cats.",
    agenda: [
      [0, "The stressed cat: what we see"],
      [10, "Room and handling changes"],
      [30, "Pre-visit medication"],
      [40, "Questions"],
    ],
    speakers: [2],
    sponsor: "Immunivet",
    showOn: "both",
  },
  {
    title: "Inventory Control Without the Spreadsheet",
    slogan: "Order less, run out never",
    daysFromNow: -6,
    hour: 11,
    minute: 30,
    timezone: "America/Los_Angeles",
    durationMinutes: 60,
    description:
      "Set par levels, use reorder points and split orders across vendors to protect margins and avoid backorders.",
    agenda: [
      [0, "Where inventory dollars go"],
      [15, "Par levels and reorder points"],
      [35, "Multi-vendor ordering"],
      [50, "Questions"],
    ],
    speakers: [3],
    sponsor: "Clinicwise Software",
    showOn: "product",
  },
  {
    title: "Endocrine Testing: Getting the Right Answer the First Time",
    slogan: "Thyroid, adrenal and diabetes testing made clear",
    daysFromNow: 3,
    hour: 12,
    minute: 0,
    timezone: "America/Chicago",
    durationMinutes: 60,
    description:
      "Which test to run, when to run it and how to interpret borderline results for the most common endocrine diseases in dogs and cats.",
    agenda: [
      [0, "Welcome"],
      [5, "Hypothyroidism and hyperthyroidism"],
      [25, "Cushing's and Addison's testing"],
      [45, "Diabetes monitoring"],
      [55, "Questions"],
    ],
    speakers: [6],
    sponsor: "Diagnova",
    showOn: "both",
  },
  {
    title: "Suture Selection and Closure Techniques",
    slogan: "The right stitch for every layer",
    daysFromNow: 10,
    hour: 18,
    minute: 30,
    timezone: "America/New_York",
    durationMinutes: 75,
    description: "Material, size and needle choice for routine and complicated closures, with video of each technique.",
    agenda: [
      [0, "Materials at a glance"],
      [20, "Needles and tissue handling"],
      [40, "Closure patterns on video"],
      [65, "Questions"],
    ],
    speakers: [1],
    sponsor: "Suturelle",
    showOn: "both",
  },
  {
    title: "Equine Deworming in the Age of Resistance",
    slogan: "Test, target and treat",
    daysFromNow: 17,
    hour: 19,
    minute: 0,
    timezone: "America/Chicago",
    durationMinutes: 60,
    description: "Fecal egg count testing, targeted deworming schedules and client communication for equine practices.",
    agenda: [
      [0, "Resistance today"],
      [15, "Fecal egg counts in practice"],
      [35, "Building a targeted program"],
      [50, "Questions"],
    ],
    speakers: [7],
    sponsor: "Vermex",
    showOn: "product",
  },
  {
    title: "Technician Utilization: Your Hidden Capacity",
    slogan: "Let technicians do what they trained for",
    daysFromNow: 31,
    hour: 13,
    minute: 0,
    timezone: "America/Phoenix",
    durationMinutes: 60,
    description:
      "How practices that fully use credentialed technicians see more patients, keep staff longer and grow revenue.",
    agenda: [
      [0, "What technicians can do"],
      [20, "Scheduling for technician appointments"],
      [40, "Career ladders"],
      [50, "Questions"],
    ],
    speakers: [5, 3],
    sponsor: "VetAcademy Online",
    showOn: "both",
  },
  {
    title: "Pain Management After Orthopedic Surgery",
    slogan: "Multimodal plans that work at home",
    daysFromNow: 53,
    hour: 12,
    minute: 0,
    timezone: "America/New_York",
    durationMinutes: 60,
    description: "Combine NSAIDs, local blocks and adjunct analgesics into discharge plans that clients can follow.",
    agenda: [
      [0, "Pain pathways in brief"],
      [15, "Local and regional blocks"],
      [35, "Discharge plans"],
      [50, "Questions"],
    ],
    speakers: [0, 1],
    sponsor: "Orthovance",
    showOn: "both",
  },
];
