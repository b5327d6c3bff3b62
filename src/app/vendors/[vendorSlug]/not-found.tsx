import { NotFoundMessage } from "@/components/ui/not-found-message";

export default function NotFound() {
  return (
    <NotFoundMessage
      title="We couldn't find that vendor"
      text="The vendor may have moved or is no longer on DVM Market."
      links={[
        { href: "/shop-now", label: "Shop by category" },
        { href: "/", label: "Go to home" },
      ]}
    />
  );
}
