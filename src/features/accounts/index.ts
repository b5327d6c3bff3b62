// The accounts feature's public seam for other features (safe on client and server).
export { isSalesRepViewer } from "./viewer-rules";
// Public seam of accounts, safe on client and server: what other features may use.
export { onSigningOut } from "./auth-client";
export { SignOutButton } from "./components/sign-out-button";
export { useViewer, useViewerPending, ViewerProvider } from "./components/viewer-context";
export { ACCOUNT_MENU_ITEM, useCloseAccountMenu } from "./components/account-menu-slot";
export { BUYER_CARD_ATTR, BUYER_PRODUCT_ATTR, readBuyerParts, takeArrivalPart, type BuyerParts } from "./buyer-parts";
