"use client";
import { ChevronLeft, ChevronRight, Play } from "lucide-react";
import { useRef } from "react";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { VideoFacade, type GalleryVideo } from "./video-facade";

export type GalleryImage = { id: number; name: string; thumbnail: string; medium: string; large: string };
type Slide = { kind: "image"; image: GalleryImage } | { kind: "video"; video: GalleryVideo };

const THUMB = 80;
const GAP = 8;

/**
 * Main image with the discount badge, and an 80×80 thumbnail strip: 3 visible,
 * 4 from a 577 px wide viewport (SPEC §1). Videos join the strip as posters.
 */
export function Gallery({
  name,
  images,
  videos,
  active,
  onActive,
  badge,
}: {
  name: string;
  images: GalleryImage[];
  videos: GalleryVideo[];
  active: number;
  onActive: (i: number) => void;
  badge: string | null;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const slides: Slide[] = [
    ...images.map((image) => ({ kind: "image" as const, image })),
    ...videos.map((video) => ({ kind: "video" as const, video })),
  ];
  const current = slides[Math.min(active, Math.max(0, slides.length - 1))];
  const scroll = (dir: 1 | -1) => strip.current?.scrollBy({ left: dir * (THUMB + GAP), behavior: "smooth" });

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative aspect-square w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
        {badge && (
          <span className="absolute left-3 top-3 z-10 rounded-md bg-sale px-2 py-1 text-xs font-bold text-white shadow">
            {badge}
          </span>
        )}
        {!current ? (
          <ImageWithFallback src={null} alt={name} width={960} height={960} className="h-full w-full object-contain" />
        ) : current.kind === "image" ? (
          <ImageWithFallback
            key={current.image.id}
            src={current.image.large}
            alt={name}
            width={960}
            height={960}
            fetchPriority="high" // the page's largest paint: ahead of the scripts
            className="h-full w-full object-contain"
          />
        ) : (
          <VideoFacade key={current.video.id} video={current.video} title={name} />
        )}
      </div>
      {slides.length > 1 && (
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => scroll(-1)}
            aria-label="Previous thumbnails"
            className="rounded-full p-1 text-slate-500 hover:bg-slate-100"
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </button>
          <div
            ref={strip}
            data-testid="thumbnail-strip"
            className="flex w-[256px] snap-x gap-2 overflow-x-auto scroll-smooth [scrollbar-width:none] min-[577px]:w-[344px]"
          >
            {slides.map((s, i) => (
              <button
                key={s.kind + (s.kind === "image" ? s.image.id : s.video.id)}
                type="button"
                onClick={() => onActive(i)}
                aria-label={s.kind === "image" ? `Show image ${i + 1}` : `Show video ${i - images.length + 1}`}
                aria-current={i === active || undefined}
                className={`relative h-20 w-20 shrink-0 snap-start overflow-hidden rounded-md border-2 bg-white ${i === active ? "border-brand-600" : "border-slate-200 hover:border-slate-400"}`}
              >
                <ImageWithFallback
                  src={s.kind === "image" ? s.image.thumbnail : s.video.video_image}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
                {s.kind === "video" && (
                  <span className="absolute inset-0 flex items-center justify-center bg-black/25 text-white">
                    <Play className="h-6 w-6" fill="currentColor" aria-hidden="true" />
                  </span>
                )}
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => scroll(1)}
            aria-label="Next thumbnails"
            className="rounded-full p-1 text-slate-500 hover:bg-slate-100"
          >
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
