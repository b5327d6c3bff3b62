// Public seam of accounts, safe on client and server: what other features may use.
export { onSigningOut } from "./auth-client";
export { SignOutButton } from "./components/sign-out-button";
export { useViewer, ViewerProvider } from "./components/viewer-context";
