import { NotFoundMessage } from "@/components/ui/not-found-message";

export default function NotFound() {
  return (
    <NotFoundMessage
      title="We couldn't find that service provider"
      text="The provider may have moved or is no longer on DVM Market."
      links={[
        { href: "/service-providers", label: "All service providers" },
        { href: "/", label: "Go to home" },
      ]}
    />
  );
}
