"use client";

/** The free-logo-printing upload dialog (SPEC §2 Other UI, §4 Logo upload, §5 Logo file). Lazy-loaded. */
import { Trash2, Upload, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useRef, useState } from "react";
import { LOGO_MESSAGES, validateLogoFile } from "../logo-rules";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";
import { useFlash } from "./use-flash";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customerId: string;
  productId: number;
  vendorId: number;
  savedUrl: string | null;
  onSavedChange: (url: string | null) => void;
};

// Server answers that carry a SPEC §5 text are shown; other failures are logged only (SPEC §8).
const SHOWN = new Set<string>(Object.values(LOGO_MESSAGES));

export function LogoUploadDialog({
  open,
  onOpenChange,
  customerId,
  productId,
  vendorId,
  savedUrl,
  onSavedChange,
}: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [flash, show, clear] = useFlash(3000);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function choose(picked: File | null | undefined) {
    if (input.current) input.current.value = "";
    if (!picked) return show(LOGO_MESSAGES.noFile);
    const bytes = new Uint8Array(await picked.arrayBuffer());
    const problem = validateLogoFile({ bytes, size: picked.size, type: picked.type, name: picked.name });
    if (problem) return show(problem);
    clear();
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
  }

  async function save() {
    if (!file) {
      if (savedUrl) return onOpenChange(false); // 'Continue'
      // SPEC §5: a browser alert, so the buyer cannot miss it before choosing a file
      return window.alert(LOGO_MESSAGES.noFileOnSave);
    }
    const form = new FormData();
    form.set("logo", file);
    form.set("customer_id", customerId);
    form.set("vendor_id", String(vendorId));
    form.set("product_id", String(productId));
    setBusy(true);
    try {
      const res = await api<{ message: string; logo_url?: string }>(
        "POST",
        "/api/product-customization-logo/upload-logo",
        form,
      );
      if (res.ok && res.data.logo_url) {
        onSavedChange(res.data.logo_url);
        setFile(null);
        setPreview(null);
        show(res.data.message, "success");
      } else if (!res.ok && SHOWN.has(res.message)) {
        show(res.message);
      } else {
        console.error("[logo] upload failed", res.message);
      }
    } catch (err) {
      console.error("[logo] upload failed", err);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (file) {
      setFile(null);
      setPreview(null);
      return;
    }
    if (!savedUrl) return;
    setBusy(true);
    try {
      const res = await api("POST", "/api/product-customization-logo/remove-logo", {
        customer_id: customerId,
        product_id: productId,
        vendor_id: vendorId,
      });
      if (res.ok) onSavedChange(null);
      else console.error("[logo] removal failed", res.message);
    } catch (err) {
      console.error("[logo] removal failed", err);
    } finally {
      setBusy(false);
    }
  }

  const shown = preview ?? savedUrl;
  const label = !file && savedUrl ? "Continue" : "Save Image";

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-overlay bg-black/40 data-[state=open]:animate-in" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-overlay flex max-h-[92vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-5 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-ink">Upload Your Logo</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">
                PNG with 300 DPI, 200 KB to 1 MB.
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded p-1 text-slate-500 hover:bg-slate-100" aria-label="Close">
              <X className="h-5 w-5" />
            </Dialog.Close>
          </div>

          {shown ? (
            <figure className="relative rounded-lg border border-slate-200 bg-slate-50 p-3">
              <ImageWithFallback
                src={shown}
                alt={preview ? "Logo preview" : "Your saved logo"}
                className="mx-auto max-h-56 w-auto object-contain"
              />
              <figcaption className="mt-2 text-center text-xs text-slate-500">
                {preview ? "Preview — not saved yet" : "Saved logo"}
              </figcaption>
              <button
                type="button"
                onClick={remove}
                disabled={busy}
                aria-label={preview ? "Delete preview" : "Delete saved logo"}
                className="absolute right-2 top-2 rounded-full bg-white p-2 text-red-600 shadow hover:bg-red-50"
              >
                <Trash2 className="h-4 w-4" />
              </button>
            </figure>
          ) : null}

          <label
            htmlFor={inputId}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(e) => {
              e.preventDefault();
              setDragging(false);
              void choose(e.dataTransfer.files[0]);
            }}
            className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm ${dragging ? "border-brand-500 bg-brand-50" : "border-slate-300 hover:border-brand-400"}`}
          >
            <Upload className="h-6 w-6 text-brand-600" aria-hidden />
            <span className="font-semibold text-brand-700">{shown ? "Choose another file" : "Choose a logo file"}</span>
            <span className="text-slate-500">or drag and drop a PNG here</span>
          </label>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept="image/png"
            className="sr-only"
            aria-label="Logo file"
            onChange={(e) => void choose(e.target.files?.[0])}
          />

          <Notice look="flash" notice={flash} />

          <button type="button" className="btn-primary w-full" onClick={save} disabled={busy} aria-busy={busy}>
            {label}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
