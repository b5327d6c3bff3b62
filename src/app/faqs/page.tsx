import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";
import { RichText } from "@/features/content/components/rich-text";
import { listFaqs } from "@/features/content/server/queries";

export const metadata: Metadata = { title: "FAQs" };

export default async function Page() {
  const faqs = await listFaqs();
  return (
    <>
      <PageIntro
        title="Frequently Asked Questions"
        lead="Answers about accounts, prices, ordering, shipping and selling on DVM Market."
      />
      <div className="container-page max-w-3xl space-y-2 pb-10" data-dynamic-content>
        {faqs.map((f) => (
          <details key={f.id} className="card group p-4">
            <summary className="cursor-pointer font-semibold">{f.question}</summary>
            {f.answerHtml ? (
              <RichText html={f.answerHtml} className="mt-2 space-y-2 text-slate-700" />
            ) : (
              <p className="mt-2 text-slate-700">{f.answer}</p>
            )}
          </details>
        ))}
      </div>
    </>
  );
}
