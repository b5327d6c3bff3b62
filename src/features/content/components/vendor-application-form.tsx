"use client";
import { vendorApplicationInput } from "../schemas";
import { Field } from "./form-field";
import { PostForm } from "./post-form";

export function VendorApplicationForm() {
  return (
    <PostForm action="/api/vendor-applications" schema={vendorApplicationInput} submitLabel="Apply to sell">
      {(e) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="company" label="Company name" autoComplete="organization" error={e.company} />
            <Field id="contactName" label="Contact name" autoComplete="name" error={e.contactName} />
            <Field id="email" label="Business email" type="email" autoComplete="email" error={e.email} />
            <Field id="phone" label="Phone (optional)" type="tel" autoComplete="tel" error={e.phone} />
          </div>
          <Field id="website" label="Website (optional)" type="url" error={e.website} />
          <Field id="message" label="What do you sell? (optional)" textarea error={e.message} />
        </>
      )}
    </PostForm>
  );
}
