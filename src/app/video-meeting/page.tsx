import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";

export const metadata: Metadata = { title: "Video meeting" };

export default function Page() {
  return (
    <PageIntro
      title="Video meeting"
      lead="Your scheduled video meeting opens here. Allow camera and microphone access when your browser asks."
    >
      <div className="card flex aspect-video max-w-3xl items-center justify-center bg-slate-900 text-slate-300">
        Waiting for the host to start the meeting…
      </div>
    </PageIntro>
  );
}
