import { NotFoundMessage } from "@/components/ui/not-found-message";

export default function NotFound() {
  return (
    <NotFoundMessage
      title="We couldn't find that article"
      text="The article may have moved or been taken down."
      links={[
        { href: "/blogs", label: "All articles" },
        { href: "/", label: "Go to home" },
      ]}
    />
  );
}
