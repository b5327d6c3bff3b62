/**
 * Rich text written in the console. It was allow-listed on the server before it was stored
 * (features/content/server/rich-text.ts), so it is rendered as it is.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
