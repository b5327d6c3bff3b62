"use client";

/** Buyer-side chat with a vendor, opened by /vendors/{slug}#chat (engagement feature). */
export function VendorChatPanel(props: { vendorId: number; vendorName: string }) {
  void props;
  return null;
}
