import Link from "next/link";
import type { ReactNode } from "react";
import { ActionButton } from "./action-button";

/** A console page one level down: the way back, the title, then the page. */
export function ConsoleSubpage(props: {
  back: { href: string; label: string };
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link href={props.back.href} className="text-brand-700 underline">
          ← {props.back.label}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{props.title}</h1>
      {props.children}
    </div>
  );
}

type PublishBarProps = {
  /** undefined: the item has no drafts (expo speakers) */
  published: boolean | undefined;
  storefrontHref: string;
  /** where POST {published} toggles it; omitted when it cannot be toggled yet */
  publishUrl?: string;
  children?: ReactNode;
};

/** Above an edit form: whether the item is live, a link to it on the storefront, and Publish/Unpublish. */
export function PublishBar({ published, storefrontHref, publishUrl, children }: PublishBarProps) {
  return (
    <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
      {published !== undefined && <span>{published ? "Published" : "Not published"}</span>}
      {published !== false && (
        <Link href={storefrontHref} className="text-brand-700 underline" target="_blank">
          See it on the storefront
        </Link>
      )}
      {published !== undefined && publishUrl && (
        <ActionButton url={publishUrl} body={{ published: !published }} label={published ? "Unpublish" : "Publish"} />
      )}
      {children}
    </p>
  );
}
