import { NotFoundMessage } from "@/components/ui/not-found-message";

export default function NotFound() {
  return (
    <NotFoundMessage
      title="We couldn't find that expo"
      text="The virtual expo may have ended or moved."
      links={[
        { href: "/virtual-expo", label: "All virtual expos" },
        { href: "/", label: "Go to home" },
      ]}
    />
  );
}
