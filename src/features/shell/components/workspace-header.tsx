import Link from "@/components/ui/intent-link";
import { WorkspaceMenu } from "./workspace-menu";

export type Workspace = {
  /** "DVM Console", "DVM Vendor Portal" */
  title: string;
  home: string;
  /** Where signing out leads (the workspace's own sign-in). */
  signInPath: string;
  /** Names the menu for screen readers: "Operator menu for …", "Vendor menu for …". */
  menuLabel: string;
  /** The id of the page's main landmark, for the skip link. */
  mainId: string;
};

/**
 * The header of a workspace that is not the storefront (the operator's console, the vendor portal):
 * its name, and who is signed in with sign-out. No cart, coins or search: these users do not buy.
 */
export function WorkspaceHeader({ workspace, email }: { workspace: Workspace; email: string | null }) {
  return (
    <header className="border-b border-slate-800 bg-ink text-white">
      <a
        href={`#${workspace.mainId}`}
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-skip focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink"
      >
        Skip to content
      </a>
      <div className="flex h-14 items-center gap-3 px-4">
        <Link
          href={workspace.home}
          className="flex shrink-0 items-center gap-2 whitespace-nowrap font-bold tracking-tight text-white no-underline"
        >
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="#0d8573" />
            <path d="M10 16h12M16 10v12" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
          </svg>
          {workspace.title}
        </Link>
        <div className="ml-auto min-w-0">
          {email && <WorkspaceMenu email={email} label={workspace.menuLabel} signInPath={workspace.signInPath} />}
        </div>
      </div>
    </header>
  );
}
