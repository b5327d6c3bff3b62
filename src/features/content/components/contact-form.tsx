"use client";
import { contactInput } from "../schemas";
import { Field } from "./form-field";
import { PostForm } from "./post-form";

export function ContactForm() {
  return (
    <PostForm action="/api/contact" schema={contactInput} submitLabel="Send message">
      {(e) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="name" label="Your name" autoComplete="name" error={e.name} />
            <Field id="email" label="Email" type="email" autoComplete="email" error={e.email} />
          </div>
          <Field id="subject" label="Subject" error={e.subject} />
          <Field id="message" label="Message" textarea error={e.message} />
        </>
      )}
    </PostForm>
  );
}
