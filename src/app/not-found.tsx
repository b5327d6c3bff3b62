import { NotFoundMessage } from "@/components/ui/not-found-message";

export default function NotFound() {
  return (
    <NotFoundMessage
      title="We couldn't find that page"
      text="The product or page may have moved. Try searching or browse by category."
      links={[
        { href: "/", label: "Go to home" },
        { href: "/shop-now", label: "Shop by category" },
      ]}
    />
  );
}
