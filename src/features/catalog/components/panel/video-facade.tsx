"use client";
import { Play } from "lucide-react";
import { useState } from "react";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";

export type GalleryVideo = {
  id: number;
  video_type: string;
  name: string;
  width: number;
  height: number;
  video_image: string | null;
};

/** Where each kind of video plays; nothing is requested from these hosts until the buyer presses play. */
export function videoSource(v: Pick<GalleryVideo, "video_type" | "name">): string {
  if (v.video_type === "youtube")
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(v.name)}?autoplay=1&rel=0`;
  if (v.video_type === "vimeo") return `https://player.vimeo.com/video/${encodeURIComponent(v.name)}?autoplay=1`;
  return `/media/videos/${encodeURIComponent(v.name)}`;
}

/** A poster with a play button; the real player (iframe or <video>) mounts only when played. */
export function VideoFacade({ video, title }: { video: GalleryVideo; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return video.video_type === "other" ? (
      <video src={videoSource(video)} controls autoPlay className="h-full w-full bg-black object-contain" />
    ) : (
      <iframe
        src={videoSource(video)}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        className="h-full w-full border-0"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={`Play video: ${title}`}
      className="group relative block h-full w-full"
    >
      <ImageWithFallback
        src={video.video_image}
        alt=""
        width={480}
        height={480}
        className="h-full w-full object-cover"
      />
      <span className="absolute inset-0 flex items-center justify-center bg-black/20 transition group-hover:bg-black/30">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg">
          <Play className="ml-1 h-7 w-7" fill="currentColor" aria-hidden="true" />
        </span>
      </span>
    </button>
  );
}
