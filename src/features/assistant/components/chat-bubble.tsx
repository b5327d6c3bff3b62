"use client";

import Link from "@/components/ui/intent-link";
import { useMemo } from "react";
import { safeHtml } from "../client/safe-html";
import type { ChatMessage } from "../client/chat-store";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";

function Thumb({ src, alt, size }: { src?: string; alt: string; size: number }) {
  return (
    <ImageWithFallback
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded border border-gray-200 bg-white object-contain"
      style={{ width: size, height: size }}
    />
  );
}

function ProductCards({ message, onNavigate }: { message: ChatMessage; onNavigate?: () => void }) {
  const p = message.parentProduct;
  if (!p) return null;
  return (
    <div className="mt-2 space-y-2">
      <Link
        href={p.product_url}
        onClick={onNavigate}
        className="card flex gap-3 p-2 hover:border-brand-500"
        aria-label={`Product: ${p.name}`}
      >
        <Thumb src={p.images?.[0]?.large} alt="" size={64} />
        <span className="min-w-0">
          <span className="block text-sm font-semibold text-ink">{p.name}</span>
          <span className="line-clamp-2 block text-xs text-gray-600">{p.short_description}</span>
        </span>
      </Link>
      {message.subProducts?.length ? (
        <ul className="space-y-1" aria-label="More matching products">
          {message.subProducts.map((s) => (
            <li key={s.sku}>
              <Link
                href={s.url}
                onClick={onNavigate}
                className="flex items-center gap-2 rounded p-1 text-xs text-brand-800 hover:bg-brand-50"
              >
                <Thumb src={s.images?.[0]?.large ?? s.image} alt="" size={32} />
                <span className="min-w-0 truncate">{s.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function ChatBubble({ message, onNavigate }: { message: ChatMessage; onNavigate?: () => void }) {
  const html = useMemo(() => (message.type === "sender" ? "" : safeHtml(message.text)), [message.type, message.text]);
  if (message.type === "sender") {
    return (
      <div
        className={`ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-3 py-2 text-sm text-white ${message.isPending ? "opacity-70" : ""}`}
        aria-busy={message.isPending || undefined}
      >
        {message.isImage &&
          (message.imageUrl ? (
            <ImageWithFallback src={message.imageUrl} alt="Sent image" className="mb-1 max-h-40 rounded" />
          ) : (
            <span className="mb-1 block text-xs italic">Image sent</span>
          ))}
        {message.text && <p className="whitespace-pre-wrap break-words">{message.text}</p>}
      </div>
    );
  }
  return (
    <div className="max-w-[90%] rounded-2xl rounded-bl-sm bg-gray-100 px-3 py-2 text-sm text-ink">
      <div
        className="chat-html space-y-1 break-words [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-4"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <ProductCards message={message} onNavigate={onNavigate} />
    </div>
  );
}
