"use client";

/**
 * Buyer-to-vendor actions shown in quick view and on the product page (requests feature):
 * 'Request for Price', request a sample, and the free logo printing prompt.
 */
import dynamic from "next/dynamic";
import Link from "@/components/ui/intent-link";
import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";
import { useViewer } from "@/features/accounts";
import {
  canRequestPrice,
  canRequestSample,
  canUseLogoPrinting,
  PRICE_TEXT,
  type RequestTarget,
  type SeePrice,
} from "@/features/catalog";
import { dollarsToCents } from "@/lib/money";
import { signInUrl } from "@/lib/urls";
import { REQUEST_MESSAGES, sampleButtonState } from "../rules";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";
import { useFlash } from "./use-flash";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { invalidateQueries } from "@/components/queries/invalidate";

/** The catalog's request target (its slot contract), plus the logo as the product JSON names it. */
export type RequestProduct = RequestTarget & {
  /** `product_customization_logo.logo_url` of the product JSON is read as well as `logo_url`. */
  product_customization_logo?: { logo_url: string } | null;
};

export const SAMPLE_TEXT = { request: "Request a Sample" } as const;
export const LOGO_TEXT = {
  heading: "Free logo printing",
  offer: "Get your clinic logo printed on this product for free.",
  upload: "Upload Logo",
  change: "Change Logo",
  signIn: "Sign in",
  signInHint: "to upload your logo.",
  selectVariant: "Please select the product variant to upload the logo.",
} as const;

const LogoUploadDialog = dynamic(() => import("./logo-upload-dialog").then((m) => m.LogoUploadDialog), { ssr: false });

function Spinner() {
  return (
    <span
      aria-hidden
      className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent"
    />
  );
}

/** Where sign-in should bring the visitor back to (same on server and client, so no hydration mismatch). */
function useCurrentPath(): string {
  return usePathname() ?? "/";
}

export function PriceRequestButton({ product }: { product: RequestProduct }) {
  const viewer = useViewer();
  const router = useRouter();
  const here = useCurrentPath();
  const [submitted, setSubmitted] = useState(product.see_price === "already-requested");
  const [busy, setBusy] = useState(false);
  const [flash, show] = useFlash(5000);
  const seePrice = (submitted ? "already-requested" : product.see_price) as SeePrice;
  const gate = canRequestPrice({ viewer, product: { vendorId: product.vendor_id, seePrice } });
  if (!gate.ok && (gate.reason === "hidden-vendor" || gate.reason === "see-price")) return null;

  if (!gate.ok && gate.reason === "signin") {
    return (
      <Link href={signInUrl(here)} className="btn-outline">
        {PRICE_TEXT["signin-to-request"]}
      </Link>
    );
  }

  async function submit() {
    setBusy(true);
    try {
      const res = await api("POST", "/api/show-price-vendor-email", {
        vendor_id: product.vendor_id,
        customer_id: viewer!.id,
        product_id: product.id,
      });
      const message = res.message ?? "";
      if (res.ok || res.status === 409) {
        setSubmitted(true);
        show(message, res.ok ? "success" : "error");
        router.refresh(); // a page drawn for this buyer
        invalidateQueries(["product-view"]); // quick view, and a member shell's panel
      } else {
        show(message);
      }
    } catch {
      show("Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {gate.ok ? (
        <button type="button" className="btn-primary" onClick={submit} disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          {PRICE_TEXT.request}
        </button>
      ) : (
        <button type="button" className="btn-muted" disabled>
          {PRICE_TEXT.requested}
        </button>
      )}
      <Notice look="flash" notice={flash} />
    </div>
  );
}

export function SampleRequestButton({ product }: { product: RequestProduct }) {
  const viewer = useViewer();
  const offered = product.sample_product || (product.sub_products ?? []).some((v) => v.sample_product);
  const [status, setStatus] = useState(product.sample_status ?? (product.sample_pending ? "pending" : null));
  const [busy, setBusy] = useState(false);
  const [flash, show] = useFlash(10_000);
  const gate = canRequestSample({ viewer, product: { vendorId: product.vendor_id, sampleProduct: offered } });
  if (!gate.ok) return null;

  async function submit() {
    setBusy(true);
    try {
      const res = await api("POST", "/api/ask-for-sample", {
        customer_id: viewer!.id,
        vendor_id: product.vendor_id,
        product_id: product.id,
      });
      const message = res.message ?? "";
      // sent now, or one was already waiting (another tab): either way the vendor has a pending request
      if (res.ok || message === REQUEST_MESSAGES.samplePending) setStatus("pending");
      show(message, res.ok ? "success" : "error");
    } catch {
      show("Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  const state = sampleButtonState(status);
  return (
    <div className="flex flex-col gap-2">
      <button type="button" className="btn-outline" onClick={submit} disabled={busy || state.disabled} aria-busy={busy}>
        {busy && <Spinner />}
        {state.label}
      </button>
      {state.note && <p className="text-xs text-slate-600">{state.note}</p>}
      <Notice look="flash" notice={flash} />
    </div>
  );
}

export function LogoPrintingPrompt({
  product,
  selectedVariationId,
}: {
  product: RequestProduct;
  selectedVariationId: number | null;
}) {
  const viewer = useViewer();
  const here = useCurrentPath();
  const [logoUrl, setLogoUrl] = useState(product.logo_url ?? product.product_customization_logo?.logo_url ?? null);
  const [open, setOpen] = useState(false);
  const [hint, showHint] = useFlash(3000);
  const gate = canUseLogoPrinting({
    viewer,
    product: {
      vendorId: product.vendor_id,
      type: product.type,
      inStock: product.in_stock === "Y" ? "Y" : "N",
      quantity: product.quantity,
      priceCents: product.price === null ? null : dollarsToCents(product.price),
      allowCustomization: product.allow_customization,
    },
  });
  if (!gate.ok && gate.reason !== "signin") return null;

  const box = "rounded-lg border border-dashed border-brand-300 bg-brand-50 p-3 text-sm";
  if (!gate.ok) {
    return (
      <div className={box}>
        <p className="font-semibold text-brand-800">{LOGO_TEXT.heading}</p>
        <p className="text-slate-700">
          <Link href={signInUrl(here)} className="font-semibold text-brand-700 underline">
            {LOGO_TEXT.signIn}
          </Link>{" "}
          {LOGO_TEXT.signInHint}
        </p>
      </div>
    );
  }

  function start() {
    if (product.type === "variation" && selectedVariationId === null) {
      showHint(LOGO_TEXT.selectVariant);
      return;
    }
    setOpen(true);
  }

  return (
    <div className={box}>
      <div className="flex items-center gap-3">
        {logoUrl && (
          <ImageWithFallback
            src={logoUrl}
            alt="Your saved logo"
            width={48}
            height={48}
            className="h-12 w-12 rounded border border-slate-200 bg-white object-contain"
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-brand-800">{LOGO_TEXT.heading}</p>
          <p className="text-slate-700">{logoUrl ? "Your logo is saved for this product." : LOGO_TEXT.offer}</p>
        </div>
        <button type="button" className="btn-outline shrink-0 bg-white" onClick={start}>
          {logoUrl ? LOGO_TEXT.change : LOGO_TEXT.upload}
        </button>
      </div>
      <Notice look="flash" notice={hint} className="mt-2" />
      {open && viewer && (
        <LogoUploadDialog
          open={open}
          onOpenChange={setOpen}
          customerId={viewer.id}
          productId={product.id}
          vendorId={product.vendor_id}
          savedUrl={logoUrl}
          onSavedChange={setLogoUrl}
        />
      )}
    </div>
  );
}
