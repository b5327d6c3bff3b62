"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { LISTING_VIDEO_MAX_BYTES, parseVideoLink } from "../video-rules";

type Video = { id: number; video_type: string; name: string };
const KIND: Record<string, string> = { youtube: "YouTube", vimeo: "Vimeo", other: "Uploaded file" };

/** The listing's videos: a YouTube/Vimeo link or an uploaded MP4/WebM file (checked by content on the server). */
export function ListingVideos({ listingId, videos }: { listingId: number; videos: Video[] }) {
  const m = useMutation({ refresh: true, silent: true });
  const url = `/api/vendor/v1/products/${listingId}/videos`;

  async function send(body: { url: string } | FormData, form: HTMLFormElement) {
    if ((await m.run("POST", url, body)).ok) form.reset();
  }

  function addLink(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const link = String(new FormData(e.currentTarget).get("url") ?? "");
    const parsed = parseVideoLink(link);
    if ("error" in parsed) return m.show(parsed.error);
    void send({ url: link }, e.currentTarget);
  }

  function addFile(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = new FormData(e.currentTarget).get("video");
    if (!(file instanceof File) || file.size === 0) return m.show("Please choose a video file (MP4 or WebM).");
    // the server checks again by content; this only saves a long upload that would be refused
    if (file.size > LISTING_VIDEO_MAX_BYTES)
      return m.show(`A video must be at most ${LISTING_VIDEO_MAX_BYTES / 1024 / 1024} MB.`);
    void send(new FormData(e.currentTarget), e.currentTarget);
  }

  async function remove(id: number) {
    await m.run("DELETE", `${url}/${id}`);
  }

  return (
    <section className="card space-y-3 p-4" aria-labelledby="videos-heading">
      <h2 id="videos-heading" className="font-semibold">
        Videos
      </h2>
      <Notice notice={m.notice} />
      {videos.length === 0 ? (
        <p className="text-sm text-slate-600">No videos yet.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {videos.map((v, i) => (
            <li key={v.id} className="flex flex-wrap items-center gap-2">
              <span>
                {KIND[v.video_type] ?? v.video_type}: {v.name}
              </span>
              <button type="button" className="text-xs text-red-700 underline" onClick={() => remove(v.id)}>
                Remove<span className="sr-only"> video {i + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={addLink} className="flex flex-wrap items-end gap-2" noValidate>
        <label className="min-w-0 flex-1 text-sm">
          YouTube or Vimeo link
          <input name="url" type="url" placeholder="https://www.youtube.com/watch?v=…" className="input mt-1 w-full" />
        </label>
        <button className="btn-outline" disabled={m.pending}>
          Add link
        </button>
      </form>
      <form onSubmit={addFile} className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          Video file (MP4 or WebM, at most {LISTING_VIDEO_MAX_BYTES / 1024 / 1024} MB)
          <input name="video" type="file" accept="video/mp4,video/webm" className="mt-1 block text-sm" />
        </label>
        <button className="btn-outline" disabled={m.pending}>
          Upload video
        </button>
      </form>
    </section>
  );
}
