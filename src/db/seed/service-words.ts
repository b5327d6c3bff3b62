/** Vocabulary for service providers, their services and plans. Fees are in dollars. */

export type PlanType = "monthly" | "annual" | "one-time" | "per-license";

export interface PlanSpec {
  name: string;
  type: PlanType;
  fee: number;
  additionalFee?: number;
  equipmentFee?: number;
}

export interface ServiceTemplate {
  name: string;
  description: string;
}

export interface ServiceCategory {
  category: string;
  templates: readonly ServiceTemplate[];
  plans: readonly PlanSpec[];
}

export const SERVICE_CATEGORIES: readonly ServiceCategory[] = [
  {
    category: "Practice Management Software",
    templates: [
      {
        name: "Cloud Practice Management",
        description:
          "Browser-based records, scheduling, invoicing and inventory for single and multi-doctor practices. Unlimited clients and patients, automatic backups and HIPAA-grade encryption.",
      },
      {
        name: "Online Appointment Booking",
        description:
          "Let clients book, reschedule and cancel appointments from your website and social pages. Syncs with the practice calendar and sends confirmations by text and email.",
      },
      {
        name: "Inventory & Purchasing Module",
        description:
          "Track stock by lot and expiration date, set reorder points and send purchase orders to your vendors in one click.",
      },
      {
        name: "Client Reminder Automation",
        description:
          "Automated vaccine, wellness and recheck reminders by text, email and postcard, with two-way texting built in.",
      },
    ],
    plans: [
      { name: "Starter", type: "monthly", fee: 149 },
      { name: "Professional", type: "monthly", fee: 299 },
      { name: "Professional Annual", type: "annual", fee: 2990 },
      { name: "Per Doctor Seat", type: "per-license", fee: 89, additionalFee: 59 },
    ],
  },
  {
    category: "Telemedicine",
    templates: [
      {
        name: "Virtual Consult Platform",
        description:
          "Video consultations with secure file sharing, integrated payments and visit notes that sync to the medical record.",
      },
      {
        name: "After-Hours Triage Line",
        description:
          "Licensed veterinary professionals answer your clients' calls and chats around the clock and route emergencies to the nearest open hospital.",
      },
      {
        name: "Remote Specialist Referrals",
        description:
          "Board-certified specialists review cases, images and lab results within 24 hours and recommend next steps.",
      },
    ],
    plans: [
      { name: "Basic", type: "monthly", fee: 99 },
      { name: "Unlimited", type: "monthly", fee: 249 },
      { name: "Per Clinician", type: "per-license", fee: 49, additionalFee: 35 },
      { name: "Annual Unlimited", type: "annual", fee: 2490 },
    ],
  },
  {
    category: "Reference Laboratory",
    templates: [
      {
        name: "Reference Lab Testing Program",
        description:
          "Full-service reference laboratory with next-morning results for chemistry, hematology, endocrinology and infectious disease panels.",
      },
      {
        name: "In-Clinic Analyzer Lease",
        description:
          "Chemistry and hematology analyzers placed in your clinic with reagents, maintenance and software updates included.",
      },
      {
        name: "Histopathology Services",
        description:
          "Biopsy and cytology reviews by board-certified pathologists with a typical turnaround of 2-3 business days.",
      },
    ],
    plans: [
      { name: "Pay Per Test", type: "one-time", fee: 25 },
      { name: "Clinic Program", type: "monthly", fee: 399, equipmentFee: 150 },
      { name: "Analyzer Lease", type: "monthly", fee: 549, equipmentFee: 325 },
      { name: "Annual Commitment", type: "annual", fee: 4990, equipmentFee: 1200 },
    ],
  },
  {
    category: "Equipment Maintenance",
    templates: [
      {
        name: "Preventive Maintenance Plan",
        description:
          "Scheduled inspections, calibration and parts replacement for anesthesia machines, autoclaves, dental units and monitors.",
      },
      {
        name: "X-Ray Equipment Service Contract",
        description: "Priority repair, annual radiation safety surveys and loaner equipment when your system is down.",
      },
      {
        name: "Anesthesia Machine Calibration",
        description:
          "Vaporizer calibration, leak testing and certification documentation for every machine in the practice.",
      },
    ],
    plans: [
      { name: "Single Visit", type: "one-time", fee: 395 },
      { name: "Quarterly Service", type: "annual", fee: 1450 },
      { name: "Full Coverage", type: "monthly", fee: 189, equipmentFee: 45 },
    ],
  },
  {
    category: "Continuing Education",
    templates: [
      {
        name: "CE Unlimited Membership",
        description:
          "On-demand and live RACE-approved courses for veterinarians and technicians, with certificates tracked for license renewal.",
      },
      {
        name: "Technician Skills Lab",
        description:
          "Hands-on workshops in dentistry, anesthesia and emergency care, taught at your clinic or at regional training centers.",
      },
      {
        name: "Leadership & Practice Management Courses",
        description: "Courses on team leadership, client communication and practice finance for owners and managers.",
      },
    ],
    plans: [
      { name: "Individual", type: "per-license", fee: 29, additionalFee: 19 },
      { name: "Team Annual", type: "annual", fee: 1290 },
      { name: "Single Course", type: "one-time", fee: 79 },
    ],
  },
  {
    category: "Marketing & Websites",
    templates: [
      {
        name: "Veterinary Website Design",
        description:
          "Mobile-friendly practice websites with online booking, pharmacy links and accessible, search-optimized content.",
      },
      {
        name: "Local SEO & Reviews Management",
        description:
          "Improve local search visibility and ask happy clients for reviews automatically after every visit.",
      },
      {
        name: "Social Media Management",
        description: "Done-for-you posts, seasonal campaigns and monthly reporting written by veterinary marketers.",
      },
    ],
    plans: [
      { name: "Setup", type: "one-time", fee: 1500 },
      { name: "Growth", type: "monthly", fee: 349 },
      { name: "Growth Annual", type: "annual", fee: 3490 },
    ],
  },
  {
    category: "Payments & Financing",
    templates: [
      {
        name: "Card Payment Processing",
        description:
          "Integrated card terminals and online payments with transparent interchange-plus pricing and next-day deposits.",
      },
      {
        name: "Client Payment Plans",
        description:
          "Offer clients flexible payment plans with no risk to the practice; approved plans are paid to you upfront.",
      },
      {
        name: "Text-to-Pay Invoicing",
        description: "Send invoices by text and collect payment before the patient leaves the treatment area.",
      },
    ],
    plans: [
      { name: "Standard", type: "monthly", fee: 29, equipmentFee: 15 },
      { name: "Multi-Terminal", type: "per-license", fee: 19, additionalFee: 12, equipmentFee: 15 },
      { name: "Annual", type: "annual", fee: 290 },
    ],
  },
  {
    category: "Teleradiology",
    templates: [
      {
        name: "Teleradiology Reads",
        description: "Radiographs read by board-certified radiologists with reports in as little as 2 hours.",
      },
      {
        name: "Ultrasound Interpretation",
        description: "Upload ultrasound clips and stills for specialist interpretation and recommendations.",
      },
      {
        name: "Cardiology ECG Reads",
        description: "ECG interpretation by veterinary cardiologists within the same business day.",
      },
    ],
    plans: [
      { name: "Per Study", type: "one-time", fee: 85 },
      { name: "Monthly Bundle (20 studies)", type: "monthly", fee: 1390 },
      { name: "Annual Unlimited", type: "annual", fee: 14900 },
    ],
  },
  {
    category: "Compliance & Waste",
    templates: [
      {
        name: "Medical Waste Pickup",
        description: "Scheduled pickup of sharps, pathological and pharmaceutical waste with manifest tracking.",
      },
      {
        name: "Controlled Substance Compliance",
        description: "Electronic controlled drug logs, reconciliation alerts and audit-ready reports.",
      },
      {
        name: "OSHA Compliance Training",
        description: "Annual OSHA training, safety manuals and hazard communication programs for the whole team.",
      },
    ],
    plans: [
      { name: "Monthly Pickup", type: "monthly", fee: 119, equipmentFee: 20 },
      { name: "Per User", type: "per-license", fee: 15, additionalFee: 10 },
      { name: "Annual Program", type: "annual", fee: 990 },
    ],
  },
];

/** Provider identities: display name, the service category they lead with, home state, short brand. */
export const SERVICE_PROVIDERS: readonly (readonly [string, string, string, string])[] = [
  ["Clinicwise Software", "Practice Management Software", "TX", "Clinicwise"],
  ["Vetflow Systems", "Practice Management Software", "CO", "Vetflow"],
  ["Paw Ledger Cloud", "Practice Management Software", "WA", "Paw Ledger"],
  ["Chartwell Vet Software", "Practice Management Software", "NC", "Chartwell"],
  ["PawCall Telehealth", "Telemedicine", "CA", "PawCall"],
  ["Vetlink Virtual Care", "Telemedicine", "MN", "Vetlink"],
  ["Nightwatch Vet Triage", "Telemedicine", "FL", "Nightwatch"],
  ["Prairie Reference Labs", "Reference Laboratory", "KS", "Prairie Labs"],
  ["Cascade Veterinary Diagnostics Lab", "Reference Laboratory", "OR", "Cascade Dx"],
  ["Summit Pathology Partners", "Reference Laboratory", "UT", "Summit"],
  ["Keystone Biomedical Service", "Equipment Maintenance", "PA", "Keystone"],
  ["Anesthesia Care Technicians", "Equipment Maintenance", "OH", "ACT"],
  ["Radiant Imaging Service", "Equipment Maintenance", "GA", "Radiant"],
  ["VetAcademy Online", "Continuing Education", "IL", "VetAcademy"],
  ["Skillset Technician Training", "Continuing Education", "TN", "Skillset"],
  ["Practice Leaders Institute", "Continuing Education", "VA", "Practice Leaders"],
  ["Wagging Web Studio", "Marketing & Websites", "AZ", "Wagging Web"],
  ["Clinic Growth Marketing", "Marketing & Websites", "NY", "Clinic Growth"],
  ["Pawsitive Reviews", "Marketing & Websites", "MI", "Pawsitive"],
  ["Vetpay Merchant Services", "Payments & Financing", "NE", "Vetpay"],
  ["Carewell Payment Plans", "Payments & Financing", "DE", "Carewell"],
  ["Readwell Teleradiology", "Teleradiology", "MA", "Readwell"],
  ["Echo Specialist Reads", "Teleradiology", "WI", "Echo"],
  ["Safeguard Medical Waste", "Compliance & Waste", "IN", "Safeguard"],
  ["Logbook Compliance", "Compliance & Waste", "KY", "Logbook"],
  ["Allied Vet Business Services", "Payments & Financing", "MO", "Allied Vet"],
  ["Bright Harbor Practice Consulting", "Continuing Education", "SC", "Bright Harbor"],
  ["Telepaws Connect", "Telemedicine", "NV", "Telepaws"],
];
