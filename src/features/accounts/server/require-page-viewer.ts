import "server-only";
import { redirect } from "next/navigation";
import { signInUrl } from "@/lib/urls";
import { getViewer, type Viewer } from "./session";

/** Pages that need a session send visitors to sign in (saying so, SPEC §7) and bring them back afterwards. */
export async function requirePageViewer(returnTo: string): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) redirect(signInUrl(returnTo, "SessionRequired"));
  return viewer;
}
