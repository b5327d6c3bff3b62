import { NotFoundMessage } from "@/components/ui/not-found-message";

// Inside the console's shell: an order, buyer, recall, application or content item that does not exist.
export default function ConsoleNotFound() {
  return (
    <NotFoundMessage
      title="We couldn't find that page"
      text="This item does not exist, or it was deleted."
      links={[{ href: "/admin", label: "Console overview" }]}
    />
  );
}
