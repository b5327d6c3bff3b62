import { NotFoundMessage } from "@/components/ui/not-found-message";

export default function NotFound() {
  return (
    <NotFoundMessage
      title="We couldn't find that order"
      text="The order number may be mistyped, or it belongs to another account."
      links={[
        { href: "/track-order", label: "Your orders" },
        { href: "/", label: "Go to home" },
      ]}
    />
  );
}
