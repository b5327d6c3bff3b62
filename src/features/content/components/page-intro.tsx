/** Heading block shared by the content and account pages. */
export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: React.ReactNode }) {
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {lead && <p className="mt-2 max-w-3xl text-slate-600">{lead}</p>}
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}
