/** The marketplace company as the footer, the contact page and the invoices' remit-to name it: one source. */
export const COMPANY = {
  name: "DVM Market",
  phone: "+1 (800) 555-0199",
  phoneHref: "tel:+18005550199",
  email: "support@dvm-market.example",
  billingEmail: "billing@dvm-market.example",
  addressLines: ["1200 Commerce Way, Suite 400", "Kansas City, MO 64105"],
} as const;

/** The address on one line, as the footer and contact page print it. */
export const COMPANY_ADDRESS = COMPANY.addressLines.join(", ");
