import { ImageWithFallback } from "@/components/ui/image-with-fallback";

type Speaker = { id: number; name: string; title: string; bio: string; image: string | null };

/** A speaker as the expo pages show them: photo (when the console gave one), name, title and bio. */
export function SpeakerCard({ speaker: s, as: Tag = "li" }: { speaker: Speaker; as?: "li" | "div" }) {
  return (
    <Tag className="card flex gap-3 p-4">
      {s.image && (
        <ImageWithFallback
          src={s.image}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="h-16 w-16 shrink-0 rounded-full object-cover"
        />
      )}
      <div className="min-w-0">
        <p className="font-bold">{s.name}</p>
        <p className="text-sm text-brand-700">{s.title}</p>
        <p className="mt-1 text-sm text-slate-600">{s.bio}</p>
      </div>
    </Tag>
  );
}
