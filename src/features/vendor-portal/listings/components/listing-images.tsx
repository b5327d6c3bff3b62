"use client";
import { useRouter } from "next/navigation";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";
import { useMutation } from "@/lib/use-mutation";
import { LISTING_IMAGE_MAX_BYTES, LISTING_IMAGES_MAX } from "../image-rules";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";

type Image = { id: number; name: string; url: string };

/** The listing's pictures: upload (checked and re-encoded on the server) and remove, after a confirmation. */
export function ListingImages({ listingId, images }: { listingId: number; images: Image[] }) {
  const router = useRouter();
  const m = useMutation({ refresh: true, silent: true });

  async function upload(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const file = new FormData(form).get("image");
    if (!(file instanceof File) || file.size === 0) return m.show("Please choose a picture to upload.");
    // the server checks again by content; this only saves a long upload that would be refused
    if (file.size > LISTING_IMAGE_MAX_BYTES)
      return m.show(`A picture must be at most ${LISTING_IMAGE_MAX_BYTES / 1024 / 1024} MB.`);
    const res = await m.run("POST", `/api/vendor/v1/products/${listingId}/images`, new FormData(form));
    if (res.ok) form.reset();
  }

  async function remove(id: number) {
    const res = await api("DELETE", `/api/vendor/v1/products/${listingId}/images/${id}`);
    if (!res.ok) return { ok: false as const, message: res.message };
    m.clear();
    router.refresh();
    return { ok: true as const };
  }

  return (
    <section className="card space-y-3 p-4" aria-labelledby="pictures-heading">
      <h2 id="pictures-heading" className="font-semibold">
        Pictures
      </h2>
      <Notice notice={m.notice} />
      {images.length === 0 ? (
        <p className="text-sm text-slate-600">No pictures yet; the storefront shows a drawing until you add one.</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {images.map((img, i) => (
            <li key={img.id} className="space-y-1 text-center">
              <ImageWithFallback
                src={img.url}
                alt={`Picture ${i + 1}`}
                width={96}
                height={96}
                className="rounded border"
              />
              <ConfirmAction
                trigger={
                  <>
                    Remove<span className="sr-only"> picture {i + 1}</span>
                  </>
                }
                triggerClassName="text-xs text-red-700 underline"
                title={`Remove picture ${i + 1}?`}
                description={
                  images.length === 1
                    ? "The storefront shows a drawing instead until you add another. The file is deleted; to use it again, upload it again."
                    : "It leaves the storefront at once. The file is deleted; to use it again, upload it again."
                }
                confirmLabel="Remove picture"
                pendingLabel="Removing…"
                onConfirm={() => remove(img.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {images.length < LISTING_IMAGES_MAX && (
        <form onSubmit={upload} className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-medium">
            Add a picture (JPG, PNG or WebP, up to {LISTING_IMAGE_MAX_BYTES / 1024 / 1024} MB)
            <input name="image" type="file" accept="image/jpeg,image/png,image/webp" className="mt-1 block text-sm" />
          </label>
          <button className="btn-primary" disabled={m.pending}>
            {m.pending ? "Uploading…" : "Upload picture"}
          </button>
        </form>
      )}
    </section>
  );
}
