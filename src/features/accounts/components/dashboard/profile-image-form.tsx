"use client";
import { CircleUserRound } from "lucide-react";
import { profileImageUrl } from "../../profile-image";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";

export function ProfileImageForm({ userId, image }: { userId: string; image: string | null }) {
  const { pending, notice, run } = useMutation({ refresh: true, done: "Saved." });
  const url = profileImageUrl(image);
  return (
    <form
      className="flex flex-wrap items-center gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void run("POST", `/api/user/profile-image/${userId}`, new FormData(e.currentTarget));
      }}
    >
      {url ? (
        <ImageWithFallback
          src={url}
          alt="Your profile image"
          width={72}
          height={72}
          className="size-18 rounded-full object-cover"
        />
      ) : (
        <CircleUserRound aria-hidden className="size-18 text-slate-400" />
      )}
      <div className="space-y-2">
        <label htmlFor="profile-image" className="label">
          Profile image (JPG or PNG, up to 5 MB)
        </label>
        <input
          id="profile-image"
          name="image"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          required
          className="block text-sm"
        />
        <button type="submit" className="btn-outline" disabled={pending}>
          {pending ? "Uploading…" : "Upload image"}
        </button>
        <Notice look="banner" notice={notice} />
      </div>
    </form>
  );
}
