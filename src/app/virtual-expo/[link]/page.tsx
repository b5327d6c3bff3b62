import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getViewer } from "@/features/accounts/server/session";
import { ExpoCache } from "@/features/content/components/expo-cache";
import { WebinarArticle } from "@/features/content/components/webinar-article";
import { WebinarRegister } from "@/features/content/components/webinar-register";
import { getWebinar, isUpcoming } from "@/features/content/server/queries";
import { isRegistered } from "@/features/content/server/service";

export async function generateMetadata({ params }: { params: Promise<{ link: string }> }): Promise<Metadata> {
  const found = await getWebinar((await params).link);
  return { title: found?.webinar.title ?? "Webinar", description: found?.webinar.description };
}

export default async function Page({ params }: { params: Promise<{ link: string }> }) {
  const [found, viewer] = await Promise.all([getWebinar((await params).link), getViewer()]);
  if (!found) notFound();
  const { webinar: w, speakers } = found;
  const upcoming = isUpcoming(w.startsAt);
  const registered = viewer ? await isRegistered(w.id, viewer.id) : false;
  return (
    <WebinarArticle
      webinar={w}
      speakers={speakers}
      upcoming={upcoming}
      actions={<WebinarRegister link={w.link} upcoming={upcoming} registered={registered} />}
    >
      <ExpoCache upcoming={[w.link]} speakers={speakers.map((s) => s.name)} categories={w.sponsor ? [w.sponsor] : []} />
    </WebinarArticle>
  );
}
