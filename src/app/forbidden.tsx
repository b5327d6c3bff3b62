import { Forbidden } from "@/features/accounts/components/forbidden";

/** Rendered by forbidden() with HTTP status 403. */
export default function ForbiddenPage() {
  return <Forbidden />;
}
