import { redirect } from "next/navigation";

// The old address of the vendor sign-in keeps working for bookmarks and e-mails.
export default function LegacyVendorSignIn() {
  redirect("/vendor/signin");
}
