"use client";
import { ErrorMessage } from "@/components/ui/error-message";

export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ErrorMessage
      {...props}
      text="We couldn't load this page. Please try again in a moment."
      log="Page failed to render"
    />
  );
}
