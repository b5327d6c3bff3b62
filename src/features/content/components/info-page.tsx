import { getInfoPage } from "../server/queries";
import { PageIntro } from "./page-intro";
import { Prose } from "./prose";
import { RichText } from "./rich-text";

/** An info page: the version published from the console when there is one, else the built-in `children`. */
export async function InfoPage({ slug, children }: { slug: string; children: React.ReactNode }) {
  const page = await getInfoPage(slug);
  if (!page) return <>{children}</>;
  return (
    <>
      <PageIntro title={page.title} lead={page.lead} />
      <Prose dynamic>
        <RichText html={page.bodyHtml} className="space-y-4" />
      </Prose>
    </>
  );
}
