import { NotFoundMessage } from "@/components/ui/not-found-message";

// Inside the portal's shell: an order, conversation or listing that is not this vendor's, or does not exist.
export default function PortalNotFound() {
  return (
    <NotFoundMessage
      title="We couldn't find that page"
      text="This item does not exist, or it belongs to another shop."
      links={[{ href: "/vendor", label: "Portal dashboard" }]}
    />
  );
}
