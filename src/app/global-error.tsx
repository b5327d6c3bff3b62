"use client";
import "./globals.css";
import { ErrorMessage } from "@/components/ui/error-message";

/**
 * The root layout itself failed, so this page brings its own html and body and no header or providers.
 * It draws in the system font: a font import here would add a render-blocking stylesheet to every page.
 */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <main>
          <ErrorMessage
            {...props}
            text="We couldn't load the site. Please try again in a moment."
            log="Site failed to render"
          />
        </main>
      </body>
    </html>
  );
}
