import { NotFoundMessage } from "@/components/ui/not-found-message";

export default function NotFound() {
  return (
    <NotFoundMessage
      title="We couldn't find that page"
      text="The product, service or category may have moved or been removed. Try searching or browse by category."
      links={[
        { href: "/shop-now", label: "Shop by category" },
        { href: "/", label: "Go to home" },
      ]}
    />
  );
}
